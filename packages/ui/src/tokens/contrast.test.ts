import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_THEME_SELECTOR, parseTokens } from '../docs/parseTokens';
import { colourPairs, contrastRatio, measurePairs, themeNames, themeTokens } from './contrast';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const measured = measurePairs(css);
const rows = themeNames.flatMap((theme) =>
  measured.map((pair) => [theme, pair.fg, pair.bg, pair.min, pair.ratio[theme]] as const),
);

describe('colour tokens', () => {
  it.each(rows)('%s: %s on %s reaches %s:1 (WCAG AA)', (_theme, _fg, _bg, min, ratio) => {
    expect(ratio).toBeGreaterThanOrEqual(min);
  });

  it('checks text pairs and non-text pairs', () => {
    expect(colourPairs.filter((p) => p.min === 4.5).length).toBeGreaterThan(40);
    expect(colourPairs.filter((p) => p.min === 3).length).toBeGreaterThan(5);
  });

  it('checks every chart colour on the surface and the page charts are drawn on', () => {
    const chartTokens = [...themeTokens(css).light.keys()].filter((name) =>
      name.startsWith('--cv-color-chart-'),
    );
    expect(chartTokens.length).toBeGreaterThanOrEqual(6);
    for (const token of chartTokens) {
      for (const bg of ['--cv-color-surface', '--cv-color-bg']) {
        expect(
          colourPairs.some((p) => p.fg === token && p.bg === bg && p.min === 3),
          `${token} on ${bg}`,
        ).toBe(true);
      }
    }
  });

  it('lists each pair once', () => {
    const keys = colourPairs.map((p) => `${p.fg} on ${p.bg}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('really changes the colours in the dark theme', () => {
    const body = measured.find((p) => p.fg === '--cv-color-text' && p.bg === '--cv-color-bg');
    const themes = themeTokens(css);
    expect(themes.dark.get('--cv-color-bg')).not.toBe(themes.light.get('--cv-color-bg'));
    expect(body?.ratio.dark).toBeGreaterThanOrEqual(4.5);
  });
});

describe('dark theme block', () => {
  const root = new Map(parseTokens(css).map((t) => [t.name, t.value]));
  const dark = parseTokens(css, DARK_THEME_SELECTOR);
  const overridden = new Set(dark.map((t) => t.name));

  it('only overrides tokens that :root declares (no typo creates a new one)', () => {
    expect(dark.length).toBeGreaterThan(20);
    expect(dark.map((t) => t.name).filter((name) => !root.has(name))).toEqual([]);
  });

  it('declares again every :root token built on an overridden one', () => {
    // var() resolves where a custom property is declared: a :root token such as the focus ring
    // would keep the light colours inside <div data-theme="dark"> unless declared there too.
    const dependsOnOverride = (value: string, seen = new Set<string>()): boolean =>
      [...value.matchAll(/var\((--[\w-]+)\)/g)].some(([, ref]) => {
        if (!ref || seen.has(ref)) return false;
        seen.add(ref);
        return overridden.has(ref) || dependsOnOverride(root.get(ref) ?? '', seen);
      });
    const missing = [...root]
      .filter(([name, value]) => !overridden.has(name) && dependsOnOverride(value))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
