import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTokens } from './parseTokens';

const css = readFileSync(new URL('../tokens/tokens.css', import.meta.url), 'utf8');

describe('parseTokens', () => {
  it('reads every custom property of the tokens file', () => {
    const tokens = parseTokens(css);
    const declared = css.slice(0, css.indexOf('@media')).match(/--cv-[\w-]+\s*:/g) ?? [];
    expect(tokens).toHaveLength(declared.length);
    expect(tokens.find((t) => t.name === '--cv-space-4')).toEqual({
      name: '--cv-space-4',
      group: 'space',
      value: '1rem',
    });
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
