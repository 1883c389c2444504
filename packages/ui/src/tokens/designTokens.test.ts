import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveColour, themeNames, themeTokens, type ThemeName } from './contrast';
import { designTokens, tokenPath, type DtcgGroup, type DtcgToken } from './designTokens';

// tokens.json is made from tokens.css at build; here the same function runs on the same file, and
// every token is written back as CSS (a formatter of this test's own) to compare with the source.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const document = designTokens(css);
const themes = themeTokens(css);

const isToken = (node: unknown): node is DtcgToken =>
  typeof node === 'object' && node !== null && '$value' in node;

/** Every token of a set with its dotted path. */
function tokensOf(group: DtcgGroup, path: string[] = []): Array<[string, DtcgToken]> {
  return Object.entries(group).flatMap(([key, node]) => {
    if (key.startsWith('$')) return [];
    if (isToken(node)) return [[[...path, key].join('.'), node] as [string, DtcgToken]];
    return tokensOf(node as DtcgGroup, [...path, key]);
  });
}

const set = (theme: ThemeName) => document[theme] as DtcgGroup;
const lookup = (theme: ThemeName) => new Map(tokensOf(set(theme), [theme]));

interface Dim {
  value: number;
  unit: string;
}
interface Colour {
  components: number[];
  alpha?: number;
  hex: string;
}
interface ShadowLayer {
  color: unknown;
  offsetX: Dim;
  offsetY: Dim;
  blur: Dim;
  spread: Dim;
  inset?: boolean;
}

/** `{dark.color.neutral.950}` back to `var(--cv-color-neutral-950)`, via the token it names. */
function aliasToVar(theme: ThemeName, alias: string): string {
  const target = lookup(theme).get(alias.slice(1, -1));
  if (!target) throw new Error(`${alias} names no token in ${theme}`);
  return `var(${target.$extensions['com.corvane'].cssVariable})`;
}

function colourCss(theme: ThemeName, value: unknown): string {
  if (typeof value === 'string') return aliasToVar(theme, value);
  const { components, alpha, hex } = value as Colour;
  const channels = components.map((c) => Math.round(c * 255));
  expect(`#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`).toBe(hex);
  return alpha === undefined ? hex : `rgb(${channels.join(' ')} / ${alpha})`;
}

const dimCss = ({ value, unit }: Dim) => (value === 0 ? '0' : `${value}${unit}`);

/** A DTCG token written as the CSS value tokens.css would hold for it. */
function toCss(theme: ThemeName, token: DtcgToken): string {
  const value = token.$value;
  const name = token.$extensions['com.corvane'].cssVariable;
  switch (token.$type) {
    case 'color':
      return colourCss(theme, value);
    case 'dimension':
    case 'duration':
      return token.$type === 'duration'
        ? `${(value as Dim).value}${(value as Dim).unit}`
        : dimCss(value as Dim);
    case 'fontFamily':
      return (value as string[]).map((f) => (/[\s]|-[A-Z]/.test(f) ? `'${f}'` : f)).join(', ');
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'number':
    case 'fontWeight':
      return name.startsWith('--cv-tracking-') ? `${String(value)}em` : String(value);
    case 'shadow':
      return [value as ShadowLayer | ShadowLayer[]]
        .flat()
        .map((layer) =>
          [
            layer.inset ? 'inset' : '',
            dimCss(layer.offsetX),
            dimCss(layer.offsetY),
            dimCss(layer.blur),
            layer.spread.value === 0 ? '' : dimCss(layer.spread), // 0 is CSS's default
            colourCss(theme, layer.color),
          ]
            .filter(Boolean)
            .join(' '),
        )
        .join(', ');
    case 'gradient': {
      const stops = (value as Array<{ color: unknown }>).map((s) => colourCss(theme, s.color));
      return `linear-gradient(${token.$extensions['com.corvane'].angle}, ${stops.join(', ')})`;
    }
  }
}

/** CSS values compared as the cascade reads them: quotes and spacing do not count. */
const normal = (value: string) =>
  value
    .replace(/['"]/g, '')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ');

describe.each(themeNames)('tokens.json, the %s set', (theme) => {
  const cssTokens = themes[theme];
  const jsonTokens = tokensOf(set(theme));

  it('holds every custom property of tokens.css once, under the path named for it', () => {
    // Sorted: JSON puts numeric keys (space.0, space.1...) before the others (space.half).
    const names = jsonTokens.map(([, t]) => t.$extensions['com.corvane'].cssVariable);
    expect(names.sort()).toEqual([...cssTokens.keys()].sort());
    for (const [path, t] of jsonTokens)
      expect(path).toBe(tokenPath(t.$extensions['com.corvane'].cssVariable).join('.'));
  });

  it('says what tokens.css says: each token written back as CSS is the declared value', () => {
    const differing = jsonTokens
      .map(([, t]) => [t.$extensions['com.corvane'].cssVariable, toCss(theme, t)] as const)
      .filter(([name, value]) => normal(value) !== normal(cssTokens.get(name) ?? ''))
      .map(([name, value]) => `${name}: json ${value}, css ${cssTokens.get(name)}`);
    expect(differing).toEqual([]);
  });

  it('resolves every colour alias, within its own set, to the colour the stylesheet resolves', () => {
    const all = lookup(theme);
    const resolve = (value: unknown): string => {
      if (typeof value !== 'string') return (value as Colour).hex;
      const target = all.get(value.slice(1, -1));
      expect(value.startsWith(`{${theme}.`), value).toBe(true);
      expect(target?.$type, value).toBe('color');
      return resolve(target!.$value);
    };
    const opaque = jsonTokens.filter(([, t]) => {
      const v = cssTokens.get(t.$extensions['com.corvane'].cssVariable) ?? '';
      return t.$type === 'color' && !v.startsWith('rgb(');
    });
    expect(opaque.length).toBeGreaterThan(60);
    for (const [, t] of opaque) {
      const name = t.$extensions['com.corvane'].cssVariable;
      expect(resolve(t.$value), name).toBe(resolveColour(cssTokens, name));
    }
  });
});

describe('tokens.json, the document', () => {
  it('uses only Design Tokens Community Group types, and px or rem for every dimension', () => {
    const types = new Set(['color', 'dimension', 'fontFamily', 'fontWeight', 'duration']);
    for (const t of ['cubicBezier', 'number', 'shadow', 'gradient']) types.add(t);
    const all = themeNames.flatMap((theme) => tokensOf(set(theme)));
    expect(all.filter(([, t]) => !types.has(t.$type)).map(([p]) => p)).toEqual([]);
    const units = JSON.stringify(document).match(/"unit":"[^"]+"/g) ?? [];
    expect(new Set(units)).toEqual(
      new Set(['"unit":"px"', '"unit":"rem"', '"unit":"ms"', '"unit":"s"']),
    );
  });

  it('differs between the sets exactly where the dark block overrides a token', () => {
    const light = new Map(tokensOf(set('light')));
    const changed = tokensOf(set('dark'))
      .filter(([path, t]) => {
        const other = light.get(path);
        return (
          JSON.stringify(other?.$value).replaceAll('{light.', '{dark.') !== JSON.stringify(t.$value)
        );
      })
      .map(([, t]) => t.$extensions['com.corvane'].cssVariable);
    const overridden = [...themes.dark].filter(([name, v]) => themes.light.get(name) !== v);
    expect(changed).toEqual(overridden.map(([name]) => name));
  });
});
