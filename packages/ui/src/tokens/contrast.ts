import { DARK_THEME_SELECTOR, parseTokens } from '../docs/parseTokens';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type ThemeName = 'light' | 'dark';
export const themeNames: readonly ThemeName[] = ['light', 'dark'];

/** Token name to its declared value, as one theme sees it. */
export type TokenValues = ReadonlyMap<string, string>;

/**
 * The tokens of each theme, read from tokens.css: light is the `:root` block; dark is the same
 * with the `[data-theme='dark']` block declared on top, as the cascade does it.
 */
export function themeTokens(css: string): Record<ThemeName, TokenValues> {
  const light = new Map(parseTokens(css).map((t) => [t.name, t.value]));
  const dark = new Map(light);
  for (const token of parseTokens(css, DARK_THEME_SELECTOR)) dark.set(token.name, token.value);
  return { light, dark };
}

/** Follows var() references down to the #rrggbb colour a token stands for in one theme. */
export function resolveColour(tokens: TokenValues, name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`unknown token ${name}`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (ref?.[1]) return resolveColour(tokens, ref[1]);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour: ${value}`);
  return value;
}

/** A foreground colour the components put on a background, and the ratio WCAG AA asks of it. */
export interface ColourPair {
  fg: string;
  bg: string;
  /** Where the pair is used, for the Foundations page. */
  use: string;
  /** 4.5 for text (1.4.3), 3 for borders of controls, focus rings and icons (1.4.11). */
  min: 4.5 | 3;
}

const text = (fg: string, bg: string, use: string): ColourPair => ({
  fg: `--cv-color-${fg}`,
  bg: `--cv-color-${bg}`,
  use,
  min: 4.5,
});
const ui = (fg: string, bg: string, use: string): ColourPair => ({
  ...text(fg, bg, use),
  min: 3,
});

/** Every pair the components and the site use, checked in both themes by contrast.test.ts. */
export const colourPairs: readonly ColourPair[] = [
  text('text', 'bg', 'body text'),
  text('text', 'bg-subtle', 'cookie banner, file drop zone, read-only field'),
  text('text', 'surface', 'dialogs, cards, fields, badges'),
  text('text', 'surface-muted', 'secondary button, hovered tab'),
  text('text', 'surface-strong', 'hovered secondary button'),
  text('text', 'primary-subtle', 'file drop zone while dragging'),
  text('text', 'success-bg', 'success alert body'),
  text('text', 'danger-bg', 'error alert body'),
  text('text', 'info-bg', 'info alert body'),
  text('text-muted', 'bg', 'hints, descriptions'),
  text('text-muted', 'bg-subtle', 'file types, hovered accordion chevron'),
  text('text-muted', 'surface', 'tabs, dialog description, job facts'),
  text('text-muted', 'surface-muted', 'disabled field text'),
  text('text-muted', 'primary-subtle', 'file types while dragging'),
  text('text-link', 'bg', 'links'),
  text('text-link', 'bg-subtle', 'cookie banner link, remove-file button'),
  text('text-link', 'surface', 'links in dialogs and cards'),
  text('text-link', 'primary-subtle', 'hovered ghost button'),
  text('on-primary', 'primary', 'primary button'),
  text('on-primary', 'primary-hover', 'hovered primary button'),
  text('on-inverse', 'inverse-bg', 'inverse button on a dark section'),
  text('on-inverse', 'inverse-bg-hover', 'hovered inverse button'),
  text('success', 'success-bg', 'success alert title'),
  text('success', 'bg', 'password rule met'),
  text('success', 'surface', 'success badge'),
  text('danger', 'danger-bg', 'error alert title'),
  text('danger', 'bg', 'field error'),
  text('danger', 'surface', 'error summary, danger badge, invalid field border'),
  text('info', 'info-bg', 'info alert title'),
  text('info', 'surface', 'info and internship badges'),
  text('tone-emerald', 'surface', 'full-time badge'),
  text('tone-amber', 'surface', 'part-time badge'),
  text('tone-violet', 'surface', 'contract badge'),
  text('tone-rose', 'surface', 'freelance badge'),
  text('on-dark', 'dark-bg', 'hero and dark sections'),
  text('on-dark', 'dark-surface', 'back of a flip card, carousel tips'),
  text('on-dark-muted', 'dark-bg', 'secondary text on dark sections'),
  text('on-dark-muted', 'dark-surface', 'address on a flip card'),
  text('emerald-300', 'dark-bg', 'hero accent'),
  text('amber-300', 'dark-bg', 'hero accent'),
  text('violet-300', 'dark-bg', 'hero accent'),
  text('rose-300', 'dark-bg', 'hero accent'),
  text('brand-300', 'dark-bg', 'hero accent'),
  text('on-accent', 'emerald-600', 'accent panels, emerald tab gradient'),
  text('on-accent', 'amber-600', 'accent panels, amber tab gradient'),
  text('on-accent', 'violet-600', 'accent panels, violet tab gradient'),
  text('on-accent', 'rose-600', 'accent panels, rose tab gradient'),
  text('on-accent', 'brand-600', 'brand tab gradient'),
  text('on-accent', 'brand-800', 'violet tab gradient'),
  text('on-accent', 'brand-900', 'brand and emerald tab gradients'),
  ui('border-strong', 'bg', 'field and outline-button borders'),
  ui('border-strong', 'surface', 'field borders in dialogs, OTP slots'),
  ui('border-hover', 'surface', 'hovered field border'),
  ui('focus', 'bg', 'focus ring'),
  ui('focus', 'surface', 'focus ring in dialogs and cards'),
  ui('focus', 'dark-bg', 'focus ring on dark sections'),
  ui('primary', 'surface', 'spinner, pressed password toggle, list markers'),
  ...[1, 2, 3, 4, 5].flatMap((n) => [
    ui(`chart-${n}`, 'surface', `chart series ${n}: line, markers, bars`),
    ui(`chart-${n}`, 'bg', `chart series ${n} on the page`),
  ]),
  ui('chart-1', 'surface-muted', 'the bar of a focused bar chart row'),
  ui('chart-grid', 'surface', 'chart grid lines'),
  ui('chart-grid', 'bg', 'chart grid lines on the page'),
  ui('chart-axis', 'surface', 'chart axis line, focused point guide'),
  ui('chart-axis', 'bg', 'chart axis line on the page'),
];

/** A pair with its contrast ratio in each theme. */
export interface MeasuredPair extends ColourPair {
  ratio: Record<ThemeName, number>;
}

/** Measures every pair in both themes of the given tokens stylesheet. */
export function measurePairs(css: string): MeasuredPair[] {
  const themes = themeTokens(css);
  return colourPairs.map((pair) => ({
    ...pair,
    ratio: {
      light: contrastRatio(
        resolveColour(themes.light, pair.fg),
        resolveColour(themes.light, pair.bg),
      ),
      dark: contrastRatio(resolveColour(themes.dark, pair.fg), resolveColour(themes.dark, pair.bg)),
    },
  }));
}
