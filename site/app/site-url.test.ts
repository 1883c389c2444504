import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, parseSiteUrl } from './site-url';

describe('parseSiteUrl (VITE_SITE_URL)', () => {
  it('defaults to the production origin', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('accepts an origin, with or without a trailing slash', () => {
    expect(parseSiteUrl('https://staging.corvane.com/')).toBe('https://staging.corvane.com');
    expect(parseSiteUrl('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('refuses anything that is not an http(s) origin, naming the variable', () => {
    for (const bad of [
      'corvane.com',
      'ftp://corvane.com',
      'https://corvane.com/site',
      'https://corvane.com/?a=1',
    ]) {
      expect(() => parseSiteUrl(bad)).toThrow(/VITE_SITE_URL/);
    }
  });
});
