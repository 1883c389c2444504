import { describe, expect, it } from 'vitest';
import { headLinkOrder, lowerModulePreloadPriority } from './html-head.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/styles.css" data-precedence="base"/>',
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/manifest.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '</head><body><a href="/x">not a link tag</a></body></html>',
].join('');

describe('lowerModulePreloadPriority', () => {
  it('marks every module preload low priority and counts them', () => {
    const { html, count } = lowerModulePreloadPriority(page);
    expect(count).toBe(2);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/manifest.js"/>',
    );
    expect(html).toContain('href="/assets/styles.css"');
    expect(html).not.toContain('rel="stylesheet" fetchpriority');
  });

  it('is idempotent', () => {
    const once = lowerModulePreloadPriority(page).html;
    expect(lowerModulePreloadPriority(once)).toEqual({ html: once, count: 0 });
  });
});

describe('headLinkOrder', () => {
  it('lists the head links in document order', () => {
    expect(headLinkOrder(page)).toEqual([
      'stylesheet',
      'preload font',
      'modulepreload',
      'modulepreload',
    ]);
  });
});
