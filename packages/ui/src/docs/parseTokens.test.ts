import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_THEME_SELECTOR, parseTokens } from './parseTokens';

const css = readFileSync(new URL('../tokens/tokens.css', import.meta.url), 'utf8');

/** The text of the top-level block that starts with `selector {` on a line of its own. */
function blockText(selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  return css.slice(start, css.indexOf('\n}', start));
}

describe('parseTokens', () => {
  it('reads every custom property of the :root block', () => {
    const tokens = parseTokens(css);
    const declared = blockText(':root').match(/--cv-[\w-]+\s*:/g) ?? [];
    expect(tokens).toHaveLength(declared.length);
    expect(tokens.find((t) => t.name === '--cv-space-4')).toEqual({
      name: '--cv-space-4',
      group: 'space',
      value: '1rem',
    });
  });

  it('reads the dark theme block on its own, not the :root one', () => {
    const dark = parseTokens(css, DARK_THEME_SELECTOR);
    const declared = blockText(DARK_THEME_SELECTOR).match(/--cv-[\w-]+\s*:/g) ?? [];
    expect(dark).toHaveLength(declared.length);
    expect(dark.find((t) => t.name === '--cv-color-bg')?.value).toBe('var(--cv-color-neutral-950)');
    expect(dark.some((t) => t.name === '--cv-space-4')).toBe(false);
  });

  it('reads nothing for a selector the file does not have', () => {
    expect(parseTokens(css, '.no-such-theme')).toEqual([]);
  });

  it('joins values that span lines', () => {
    const font = parseTokens(css).find((t) => t.name === '--cv-font-sans');
    expect(font?.value).toMatch(
      /^'Inter Variable', 'Inter Fallback', ui-sans-serif, .*sans-serif$/,
    );
  });

  it('covers every group the design system promises', () => {
    const groups = new Set(parseTokens(css).map((t) => t.group));
    for (const group of [
      'color',
      'font',
      'text',
      'space',
      'radius',
      'shadow',
      'duration',
      'ease',
      'z',
      'breakpoint',
    ]) {
      expect(groups).toContain(group);
    }
  });
});
