// What the Foundations pages show, all read from the real stylesheets (never copied by hand).
import type { CSSProperties } from 'react';
import tokensCss from '../tokens/tokens.css?raw';
import { measurePairs, themeTokens, type ThemeName } from '../tokens/contrast';
import { DARK_THEME_SELECTOR, isPalette, parseTokens, type Token } from './parseTokens';

export const tokens = parseTokens(tokensCss);
export const darkOverrides = new Map(
  parseTokens(tokensCss, DARK_THEME_SELECTOR).map((t) => [t.name, t.value]),
);
export const themes = themeTokens(tokensCss);
/** Every colour pair of contrast.ts with its ratio in each theme. */
export const pairs = measurePairs(tokensCss);

export const byGroup = (...groups: string[]): Token[] =>
  tokens.filter((t) => groups.includes(t.group));

export { isPalette };

/** A token's value in one theme with every var() replaced, ready for a style attribute. */
export function resolved(theme: ThemeName, name: string): string {
  const value = themes[theme].get(name) ?? '';
  return value.replace(/var\((--[\w-]+)\)/g, (_, ref: string) => resolved(theme, ref));
}

/**
 * The colour roles, gradients and shadows of one theme as inline custom properties: a sample
 * wrapped in these shows that theme whichever theme the page itself is in.
 */
export function themeVars(theme: ThemeName): CSSProperties {
  const themed = tokens.filter(
    (t) => (t.group === 'color' && !isPalette(t.name)) || ['shadow', 'gradient'].includes(t.group),
  );
  return Object.fromEntries(themed.map((t) => [t.name, resolved(theme, t.name)])) as CSSProperties;
}

const componentCss = import.meta.glob<string>('../components/*/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The components whose stylesheet uses a token directly. */
export function usedBy(name: string): string[] {
  const use = new RegExp(`var\\(${name}[),\\s]`);
  const folders = Object.entries(componentCss)
    .filter(([, css]) => use.test(css))
    .map(([path]) => path.split('/')[2] ?? path);
  return [...new Set(folders)].sort();
}

/** The tokens the reduced-motion block of tokens.css sets, with the value it sets. */
export const reducedMotion: Array<{ name: string; value: string }> = [
  ...(
    /@media \(prefers-reduced-motion: reduce\) \{\s*:root \{([\s\S]*?)\}/.exec(tokensCss)?.[1] ?? ''
  ).matchAll(/(--cv-[\w-]+)\s*:\s*([^;]+);/g),
].map(([, name, value]) => ({ name: name ?? '', value: (value ?? '').trim() }));

/** A duration token in milliseconds ("150ms", "0.8s"). */
export function milliseconds(value: string): number {
  const number = Number.parseFloat(value);
  return value.trim().endsWith('ms') ? number : number * 1000;
}

/** The four control points of a `cubic-bezier(...)` easing, or null for anything else. */
export function bezierPoints(value: string): [number, number, number, number] | null {
  const m = /^cubic-bezier\(([^)]+)\)$/.exec(value.trim());
  const numbers = m?.[1]?.split(',').map((n) => Number.parseFloat(n));
  return numbers?.length === 4 && numbers.every(Number.isFinite)
    ? (numbers as [number, number, number, number])
    : null;
}
