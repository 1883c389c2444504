/*
 * The design tokens as a Design Tokens Community Group file (format 2025.10), for design tools:
 * built from tokens.css at package build (`dist/tokens.json`, exported as
 * `@corvane/ui/tokens.json`), so the JSON can never say something the stylesheet does not.
 * Two top-level sets, `light` and `dark`, each complete: dark is light with the dark block on top.
 */
import { isPalette } from '../docs/parseTokens';
import { themeTokens, type ThemeName, type TokenValues } from './contrast';

type DtcgType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'duration'
  | 'cubicBezier'
  | 'number'
  | 'shadow'
  | 'gradient';

export interface DtcgToken {
  $type: DtcgType;
  $value: unknown;
  $extensions: { 'com.corvane': { cssVariable: string; angle?: string } };
}
export type DtcgGroup = { [key: string]: DtcgGroup | DtcgToken | string };

/** Each token group of tokens.css (`--cv-{group}-...`), its DTCG type and what it is for. */
const groups: Record<string, { type: DtcgType; description: string }> = {
  color: { type: 'color', description: 'Palette (hue.step) and colour roles' },
  gradient: { type: 'gradient', description: 'Gradients (the angle is in $extensions)' },
  font: { type: 'fontFamily', description: 'Font stacks' },
  text: { type: 'dimension', description: 'Font sizes' },
  leading: { type: 'number', description: 'Line heights, as a multiple of the font size' },
  weight: { type: 'fontWeight', description: 'Font weights' },
  tracking: { type: 'number', description: 'Letter spacing, in em' },
  space: { type: 'dimension', description: 'Spacing, on a 4 px grid' },
  size: { type: 'dimension', description: 'Sizes' },
  radius: { type: 'dimension', description: 'Corner radii' },
  shadow: { type: 'shadow', description: 'Elevation, the focus ring and the invalid outline' },
  opacity: { type: 'number', description: 'Opacities' },
  duration: { type: 'duration', description: 'Durations of transitions (0 under reduced motion)' },
  ease: { type: 'cubicBezier', description: 'Easing curves' },
  z: { type: 'number', description: 'Stacking layers (z-index)' },
  breakpoint: { type: 'dimension', description: 'Viewport widths of the layout breakpoints' },
  container: { type: 'dimension', description: 'Widest content column' },
  header: { type: 'dimension', description: 'Page header height' },
};

/** Where a CSS token sits in a set: `--cv-color-brand-600` is color.brand.600, the rest group.name. */
export function tokenPath(cssVariable: string): string[] {
  const [group = '', ...rest] = cssVariable.replace(/^--cv-/, '').split('-');
  if (group === 'color' && isPalette(cssVariable)) return [group, ...rest];
  return [group, rest.join('-')];
}

/** Splits a CSS list at its top-level commas (not those inside var() or rgb()). */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...parts, current.trim()];
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const hex2 = (n: number) => n.toString(16).padStart(2, '0');

function colour(value: string, theme: ThemeName): unknown {
  const ref = /^var\((--cv-[\w-]+)\)$/.exec(value);
  if (ref?.[1]) return `{${[theme, ...tokenPath(ref[1])].join('.')}}`;
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(value);
  const channels = hex?.[1]
    ? [0, 2, 4].map((i) => Number.parseInt(hex[1]!.slice(i, i + 2), 16))
    : rgb
      ? rgb.slice(1, 4).map(Number)
      : undefined;
  if (!channels) throw new Error(`not a colour tokens.json can express: ${value}`);
  return {
    colorSpace: 'srgb',
    components: channels.map((c) => round(c / 255)),
    ...(rgb ? { alpha: Number(rgb[4]) } : {}),
    hex: `#${channels.map(hex2).join('')}`,
  };
}

function dimension(value: string) {
  if (value === '0') return { value: 0, unit: 'px' };
  const m = /^(-?[\d.]+)(px|rem)$/.exec(value);
  if (!m) throw new Error(`not a px or rem dimension: ${value}`);
  return { value: Number(m[1]), unit: m[2] };
}

function shadow(value: string, theme: ThemeName) {
  const layers = splitTopLevel(value).map((layer) => {
    const m = /^(inset )?(\S+) (\S+) (\S+)(?: (\S+))? ((?:var|rgb)\(.+\))$/.exec(layer);
    if (!m) throw new Error(`not a shadow: ${layer}`);
    const [, inset, x = '', y = '', blur = '', spread = '0', color = ''] = m;
    return {
      color: colour(color, theme),
      offsetX: dimension(x),
      offsetY: dimension(y),
      blur: dimension(blur),
      spread: dimension(spread),
      ...(inset ? { inset: true } : {}),
    };
  });
  return layers.length === 1 ? layers[0] : layers;
}

/** The DTCG `$value` of one CSS value of a group, in one set. */
function dtcgValue(type: DtcgType, value: string, theme: ThemeName): unknown {
  switch (type) {
    case 'color':
      return colour(value, theme);
    case 'dimension':
      return dimension(value);
    case 'fontFamily':
      return splitTopLevel(value).map((family) => family.replace(/^'(.*)'$/, '$1'));
    case 'fontWeight':
    case 'number':
      return Number.parseFloat(value);
    case 'duration': {
      const m = /^([\d.]+)(ms|s)$/.exec(value);
      if (!m) throw new Error(`not a duration: ${value}`);
      return { value: Number(m[1]), unit: m[2] };
    }
    case 'cubicBezier':
      return (/^cubic-bezier\((.+)\)$/.exec(value)?.[1] ?? '').split(',').map(Number);
    case 'shadow':
      return shadow(value, theme);
    case 'gradient': {
      const [, ...stops] = splitTopLevel(/^linear-gradient\((.+)\)$/.exec(value)?.[1] ?? '');
      return stops.map((stop, i) => ({
        color: colour(stop, theme),
        position: i / (stops.length - 1),
      }));
    }
  }
}

function token(name: string, value: string, theme: ThemeName): DtcgToken {
  const group = groups[tokenPath(name)[0] ?? ''];
  if (!group) throw new Error(`${name}: add its group to designTokens.ts with a DTCG type`);
  const angle = group.type === 'gradient' ? /^linear-gradient\(\s*([^,]+),/.exec(value)?.[1] : '';
  return {
    $type: group.type,
    $value: dtcgValue(group.type, value, theme),
    $extensions: { 'com.corvane': { cssVariable: name, ...(angle ? { angle } : {}) } },
  };
}

function set(tokens: TokenValues, theme: ThemeName): DtcgGroup {
  const root: DtcgGroup = {};
  for (const [name, value] of tokens) {
    const path = tokenPath(name);
    let parent = root;
    for (const [depth, key] of path.slice(0, -1).entries()) {
      const description = depth === 0 ? groups[key]?.description : undefined;
      parent = (parent[key] ??= description ? { $description: description } : {}) as DtcgGroup;
    }
    parent[path.at(-1)!] = token(name, value, theme);
  }
  return root;
}

/** The DTCG document of a tokens stylesheet: `light` and `dark`, each a complete set. */
export function designTokens(css: string): DtcgGroup {
  const themes = themeTokens(css);
  return {
    $description:
      'Design tokens of @corvane/ui, generated from its CSS custom properties (--cv-*). Two complete sets: light, and dark (data-theme="dark"). Each token names its CSS variable in $extensions.',
    light: set(themes.light, 'light'),
    dark: set(themes.dark, 'dark'),
  };
}
