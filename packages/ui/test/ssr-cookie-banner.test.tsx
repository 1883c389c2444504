// The cookie banner is part of the server HTML (the server cannot know the choice, so it asks),
// and the pre-paint script that hides it for returning visitors is safe and has a stable hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COOKIE_BANNER_PREPAINT_SCRIPT,
  COOKIE_BANNER_PREPAINT_SCRIPT_HASH,
  COOKIE_CHOICE_ATTRIBUTE,
  CookieBanner,
  createMemoryConsentStore,
} from '../src';

describe('CookieBanner on the server', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it('renders the whole question into the server HTML, marked as prerendered', () => {
    const html = renderToString(<CookieBanner />);
    expect(html).toMatch(
      /^<section aria-labelledby="([^"]+)" class="cv-cookie-banner" data-prerendered="">.*<h2 id="\1"[^>]*>Cookies on this site<\/h2>/s,
    );
    expect(html).toMatch(
      /<a href="\/privacy"[^>]*>Privacy Policy<\/a>.*<a href="\/cookies"[^>]*>Cookie Statement<\/a>/s,
    );
    expect(html).toMatch(
      /<button type="button"[^>]*>(?:<[^>]+>)*Accept All Cookies<.*<button type="button"[^>]*>(?:<[^>]+>)*Reject All</s,
    );
  });

  it('asks whatever the store holds: only the browser knows the choice', () => {
    const html = renderToString(<CookieBanner store={createMemoryConsentStore('accepted')} />);
    expect(html).toContain('Accept All Cookies');
  });

  it('takes every visible string, the links and the heading level from props', () => {
    const html = renderToString(
      <CookieBanner
        headingLevel={3}
        title="Cookies"
        message="We use cookies."
        privacyHref="/legal/privacy"
        cookiesHref="/legal/cookies"
        privacyLinkLabel="privacy notice"
        cookiesLinkLabel="cookie list"
        linksSentence={(privacy, cookies) => (
          <>
            See our {privacy} and {cookies}.
          </>
        )}
        acceptLabel="Accept"
        rejectLabel="Reject"
      />,
    );
    expect(html).toMatch(
      /<h3[^>]*>Cookies<\/h3>.*We use cookies\..*See our <a href="\/legal\/privacy"[^>]*>privacy notice<\/a> and <a href="\/legal\/cookies"[^>]*>cookie list<\/a>.*<button[^>]*>(?:<[^>]+>)*Accept<.*<button[^>]*>(?:<[^>]+>)*Reject</s,
    );
  });
});

type Globals = { localStorage?: unknown; document?: unknown };

describe('the pre-paint script', () => {
  const globals = globalThis as Globals;
  afterEach(() => {
    delete globals.localStorage;
    delete globals.document;
  });

  /** Runs the script as a browser would, against a page with this storage. */
  function runWith(storage: () => { getItem(key: string): string | null }) {
    const marks = new Map<string, string>();
    Object.defineProperty(globals, 'localStorage', { configurable: true, get: storage });
    globals.document = {
      documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) },
    };
    new Function(COOKIE_BANNER_PREPAINT_SCRIPT)();
    return marks;
  }
  const stored = (value: string | null) => () => ({
    getItem: (key: string) => (key === 'cookieChoice' ? value : null),
  });

  it('marks <html> with a stored choice', () => {
    expect(COOKIE_CHOICE_ATTRIBUTE).toBe('data-cookie-choice');
    expect(runWith(stored('accepted'))).toEqual(new Map([['data-cookie-choice', 'accepted']]));
    expect(runWith(stored('rejected'))).toEqual(new Map([['data-cookie-choice', 'rejected']]));
  });

  it('leaves <html> alone with no choice or anything else stored', () => {
    expect(runWith(stored(null)).size).toBe(0);
    expect(runWith(stored('yes')).size).toBe(0);
  });

  it('never throws when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError: access to localStorage is denied');
    };
    expect(runWith(blocked).size).toBe(0);
    const refusing = () => ({ getItem: blocked });
    expect(runWith(refusing).size).toBe(0);
  });

  it('is one fixed string whose CSP hash is exported', () => {
    const digest = createHash('sha256').update(COOKIE_BANNER_PREPAINT_SCRIPT).digest('base64');
    expect(COOKIE_BANNER_PREPAINT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    expect(COOKIE_BANNER_PREPAINT_SCRIPT.length).toBeLessThan(200);
  });

  it('has its documented hiding rule in the package stylesheet', () => {
    const css = readFileSync(
      new URL('../src/components/CookieBanner/CookieBanner.css', import.meta.url),
      'utf8',
    );
    expect(css).toMatch(
      /html\[data-cookie-choice\] \.cv-cookie-banner\[data-prerendered\] \{\s*display: none;/,
    );
    expect(readFileSync(new URL('../src/css/core.css', import.meta.url), 'utf8')).toContain(
      "@import '../components/CookieBanner/CookieBanner.css';",
    );
  });
});
