import { describe, expect, it } from 'vitest';
import { headLinkOrder, inlineStylesheets, lowerModulePreloadPriority } from './html-head.mjs';

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

describe('inlineStylesheets', () => {
  const files = { '/assets/styles.css': 'body{font:1rem/1.6 Inter}' };
  const read = (href) => files[href];

  it('writes each stylesheet into the page in its place, keeping its precedence', () => {
    const { html, count } = inlineStylesheets(page, read);
    expect(count).toBe(1);
    expect(html).toContain(
      '<meta charSet="utf-8"/><style data-precedence="base" data-href="/assets/styles.css">body{font:1rem/1.6 Inter}</style><link rel="preload"',
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(headLinkOrder(html)).toEqual([
      'style',
      'preload font',
      'modulepreload',
      'modulepreload',
    ]);
  });

  it('leaves a stylesheet link React did not place alone, and refuses CSS that would end the element', () => {
    const own = '<link rel="stylesheet" href="/print.css" media="print"/>';
    expect(inlineStylesheets(own, read)).toEqual({ html: own, count: 0 });
    const closing = () => '.a::after{content:"</style>"}';
    expect(() => inlineStylesheets(page, closing)).toThrow(/styles\.css/);
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
