// The accordion's open and close motion is CSS only; the media query for reduced motion cannot be
// emulated by a story, so these read the stylesheet.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./Accordion.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** Every rule whose declarations mention `transition`, with its selector. */
const transitionRules = () =>
  Array.from(css.matchAll(/([^{}]+)\{([^{}]*\btransition\s*:[^{}]*)\}/g), (match) => ({
    selector: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }));

describe('accordion motion', () => {
  it('moves the panel height only once the accordion is live', () => {
    const height = transitionRules().filter((rule) => /\bheight\b/.test(rule.body));
    expect(height).toHaveLength(1);
    expect(height[0]?.selector).toBe('.cv-accordion[data-motion] .cv-accordion__content');
    expect(height[0]?.body).toMatch(/interpolate-size:\s*allow-keywords/);
  });

  it('keeps the text painted while a section closes', () => {
    const [rule] = transitionRules().filter((candidate) => /\bheight\b/.test(candidate.body));
    expect(rule?.body).toMatch(/content-visibility [^,;]*allow-discrete/);
    expect(rule?.body).toMatch(/display [^,;]*allow-discrete/);
  });

  it('does not move the panel with reduced motion', () => {
    const start = css.indexOf('@media (prefers-reduced-motion: reduce)');
    expect(start).toBeGreaterThan(-1);
    expect(css.slice(start)).toMatch(
      /\.cv-accordion\[data-motion\] \.cv-accordion__content\s*\{\s*transition:\s*none;/,
    );
  });
});
