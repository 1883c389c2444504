import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTokens } from '../docs/parseTokens';

/*
 * Component CSS takes every visual value from a token, so an app rebrands (and the dark theme
 * switches) by overriding tokens in one place. Component geometry stays in the component:
 * widths and heights, border widths, line heights of compact controls, em offsets that align an
 * icon with its text, and opacities of decorative states.
 */

const components = new URL('../components/', import.meta.url);
const defined = new Set(
  parseTokens(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')).map((t) => t.name),
);

interface Declaration {
  file: string;
  property: string;
  value: string;
  /** Inside `@media (forced-colors: active)`, where system colours are the point. */
  forcedColors: boolean;
}

function declarationsOf(file: string, css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const forcedBlocks: Array<[number, number]> = [];
  for (const m of text.matchAll(/@media \(forced-colors: active\) \{/g)) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    do {
      if (text[i] === '{') depth += 1;
      if (text[i] === '}') depth -= 1;
      i += 1;
    } while (depth > 0 && i < text.length);
    forcedBlocks.push([m.index, i]);
  }
  return [...text.matchAll(/([\w-]+)\s*:\s*([^;{}]+);/g)].map((m) => ({
    file,
    property: m[1]!,
    value: m[2]!.replace(/\s+/g, ' ').trim(),
    forcedColors: forcedBlocks.some(([from, to]) => m.index > from && m.index < to),
  }));
}

const files = readdirSync(components, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(new URL(`${d.name}/`, components))
      .filter((f) => f.endsWith('.css'))
      .map((f) => `${d.name}/${f}`),
  );
const sources = new Map(files.map((f) => [f, readFileSync(new URL(f, components), 'utf8')]));
const declarations = files.flatMap((f) => declarationsOf(f, sources.get(f)!));

/** Declarations that break a rule, as "file: property: value" lines (an empty list passes). */
const offenders = (test: (d: Declaration) => boolean) =>
  declarations.filter(test).map((d) => `${d.file}: ${d.property}: ${d.value}`);

/** Values written without var(): what is left once every var(...) is taken out. */
const literal = (value: string) => value.replace(/var\([^()]*\)/g, 'var');

// The one literal timing left: it keeps the browser's autofill tint off the OTP slots for good.
const exempt = (d: Declaration) =>
  d.file === 'OtpField/OtpField.css' && d.value === 'background-color 0s 600000s';

describe('component CSS takes its visual values from tokens', () => {
  it('finds the component stylesheets', () => {
    expect(files.length).toBeGreaterThanOrEqual(24);
    expect(declarations.length).toBeGreaterThan(500);
  });

  it('writes no colour literal (system colours only for forced colours)', () => {
    const colour = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(/i;
    const named = /\b(white|black|gr[ae]y|silver|red|green|blue|yellow|orange|purple|pink)\b/i;
    // A mask uses only the alpha of its gradient: its colours never show.
    expect(
      offenders(
        (d) =>
          d.property !== 'mask-image' &&
          (colour.test(literal(d.value)) || (!d.forcedColors && named.test(literal(d.value)))),
      ),
    ).toEqual([]);
  });

  it('uses colour roles, never the palette (so the dark theme reaches every component)', () => {
    const palette = /--cv-color-(brand|neutral|emerald|amber|violet|rose|green|red)-\d+/;
    expect(offenders((d) => palette.test(d.value))).toEqual([]);
  });

  it('takes shadows, radii, font sizes and layers from their scales', () => {
    expect(
      offenders(
        (d) =>
          // A hairline drawn as an inset shadow (a border would not stick with its cell) is a
          // rule, not an elevation: it takes its colour from a token.
          (d.property === 'box-shadow' &&
            !/^(var|none|inset -?1px 0 0 var)$/.test(literal(d.value))) ||
          (d.property.endsWith('radius') && !/^(var|0)$/.test(literal(d.value))) ||
          (d.property === 'font-size' && !/^(var|inherit|[\d.]+em)$/.test(literal(d.value))) ||
          (d.property === 'z-index' && literal(d.value) !== 'var'),
      ),
    ).toEqual([]);
  });

  it('spaces with the spacing scale (em only for optical alignment)', () => {
    const spacing =
      /^(padding|margin|gap|row-gap|column-gap|inset|top|right|bottom|left)(-[a-z-]+)?$/;
    expect(
      offenders((d) => spacing.test(d.property) && /\d(px|rem)\b/.test(literal(d.value))),
    ).toEqual([]);
  });

  it('times and eases motion with the motion tokens', () => {
    const motion = /^(transition|animation)(-duration|-timing-function|-delay)?$/;
    expect(
      offenders(
        (d) =>
          motion.test(d.property) &&
          !exempt(d) &&
          (/(^|[\s,(])[\d.]+m?s\b/.test(literal(d.value)) || /cubic-bezier/.test(d.value)),
      ),
    ).toEqual([]);
  });

  it('refers only to tokens that exist, or to its own component tokens', () => {
    const unknown = files.flatMap((file) => {
      const css = sources.get(file)!;
      const folder = file.split('/')[0]!;
      // Component tokens: declared in the component's CSS or set inline by its TSX.
      const tsx = readdirSync(new URL(`${folder}/`, components))
        .filter((f) => f.endsWith('.tsx') && !f.includes('.stories.'))
        .map((f) => readFileSync(new URL(`${folder}/${f}`, components), 'utf8'))
        .join('\n');
      const own = new Set([...css.matchAll(/(--cv-[\w-]+)\s*:/g)].map((m) => m[1]));
      return [...css.matchAll(/var\((--cv-[\w-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !defined.has(name) && !own.has(name) && !tsx.includes(`'${name}'`))
        .map((name) => `${file}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });
});

describe('charts take their colours from the chart tokens', () => {
  const chart = new URL('Chart/', components);
  const markup = readdirSync(chart)
    .filter((f) => f.endsWith('.tsx') && !f.includes('.stories.'))
    .map((f) => readFileSync(new URL(f, chart), 'utf8'))
    .join('\n');

  it('writes no colour into the SVG or HTML it draws (the stylesheet colours it, in both themes)', () => {
    const painted = /\b(fill|stroke|color|background|stopColor)=\{?["'`](?!none\b|currentColor\b)/g;
    expect(markup.match(painted) ?? []).toEqual([]);
    expect(markup).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(/i);
  });

  it('uses every chart token in its stylesheet', () => {
    const css = sources.get('Chart/Chart.css') ?? '';
    const tokens = [...defined].filter((name) => name.startsWith('--cv-color-chart-'));
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    expect(tokens.filter((name) => !css.includes(`var(${name})`))).toEqual([]);
  });
});

describe('reduced motion in the tokens', () => {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  const block = /@media \(prefers-reduced-motion: reduce\) \{\s*:root \{([\s\S]*?)\}/.exec(
    css,
  )?.[1];
  const zeroed = new Set([...(block ?? '').matchAll(/(--cv-[\w-]+)\s*:\s*0ms;/g)].map((m) => m[1]));

  it('turns every transition duration to zero', () => {
    expect([...zeroed].sort()).toEqual(
      [
        '--cv-duration-instant',
        '--cv-duration-fast',
        '--cv-duration-base',
        '--cv-duration-slow',
        '--cv-duration-slower',
      ].sort(),
    );
  });

  it('keeps the cross-fade that replaces movement, and the periods of loops', () => {
    for (const kept of ['crossfade', 'spin', 'blink', 'pulse']) {
      expect(defined.has(`--cv-duration-${kept}`)).toBe(true);
      expect(zeroed.has(`--cv-duration-${kept}`)).toBe(false);
    }
  });
});
