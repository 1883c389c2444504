// The blocks of the Foundations pages. Every value shown comes from tokens.css (see tokenData).
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../components/Button';
import type { ThemeName } from '../tokens/contrast';
import type { Token } from './parseTokens';
import {
  bezierPoints,
  byGroup,
  darkOverrides,
  isPalette,
  milliseconds,
  pairs,
  reducedMotion,
  resolved,
  themeVars,
  tokens,
  usedBy,
} from './tokenData';

const cell: CSSProperties = {
  padding: 'var(--cv-space-2) var(--cv-space-3)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'var(--cv-font-mono)', fontSize: 'var(--cv-text-sm)' };
const muted: CSSProperties = { ...code, color: 'var(--cv-color-text-muted)' };
const row: CSSProperties = { borderBottom: '1px solid var(--cv-color-border)' };

function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    // A wide table scrolls inside its own box on a phone; the box is focusable so keyboards can too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div tabIndex={0} role="region" aria-label={caption} style={{ overflowX: 'auto' }}>
      <table
        style={{
          borderCollapse: 'collapse',
          width: '100%',
          marginBottom: 'var(--cv-space-10)',
          color: 'var(--cv-color-text)',
        }}
      >
        <caption
          style={{
            ...cell,
            paddingInline: 0,
            fontSize: 'var(--cv-text-xl)',
            fontWeight: 'var(--cv-weight-semibold)',
          }}
        >
          {caption}
        </caption>
        <thead>
          <tr style={row}>
            {columns.map((c) => (
              <th key={c} scope="col" style={cell}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const Name = ({ token }: { token: Token }) => (
  <th scope="row" style={{ ...cell, ...code, fontWeight: 'var(--cv-weight-regular)' }}>
    {token.name}
  </th>
);

const UsedBy = ({ name }: { name: string }) => {
  const components = usedBy(name);
  return <td style={muted}>{components.length ? components.join(', ') : '—'}</td>;
};

/** Token, value and (optionally) the components that use it: for scales with nothing to draw. */
function ValueTable({
  caption,
  rows,
  showUse = true,
}: {
  caption: string;
  rows: Token[];
  showUse?: boolean;
}) {
  return (
    <Table caption={caption} columns={showUse ? ['Token', 'Value', 'Used by'] : ['Token', 'Value']}>
      {rows.map((t) => (
        <tr key={t.name} style={row}>
          <Name token={t} />
          <td style={muted}>{t.value}</td>
          {showUse && <UsedBy name={t.name} />}
        </tr>
      ))}
    </Table>
  );
}

/** `var(--cv-color-neutral-0)` reads as `neutral-0`; anything else as it is. */
const shortValue = (value: string) =>
  value.replace(/var\(--cv-(?:color-)?([\w-]+)\)/g, '$1').replace(/\s+/g, ' ');

function Swatch({ background, size = '2rem' }: { background: string; size?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 'var(--cv-radius-sm)',
        border: '1px solid var(--cv-color-border-strong)',
        background,
      }}
    />
  );
}

const families = [
  ...new Set(
    byGroup('color')
      .filter((t) => isPalette(t.name))
      .map(familyOf),
  ),
];
function familyOf(t: Token) {
  return t.name.replace(/^--cv-color-/, '').replace(/-\d+$/, '');
}

/** The raw colours. Components never use them directly; the roles below do. */
export function Palette() {
  return (
    <Table caption="Palette" columns={['Family', 'Steps']}>
      {families.map((family) => (
        <tr key={family} style={row}>
          <th scope="row" style={{ ...cell, textTransform: 'capitalize' }}>
            {family}
          </th>
          <td style={cell}>
            <ul
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 'var(--cv-space-3)',
                margin: 0,
                padding: 0,
                listStyle: 'none',
              }}
            >
              {byGroup('color')
                .filter((t) => isPalette(t.name) && familyOf(t) === family)
                .map((t) => (
                  <li key={t.name} style={{ display: 'grid', gap: 'var(--cv-space-1)' }}>
                    <Swatch background={t.value} size="3rem" />
                    <span style={code}>{t.name}</span>
                    <span style={muted}>{t.value}</span>
                  </li>
                ))}
            </ul>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function ThemedValue({ theme, token }: { theme: ThemeName; token: Token }) {
  const declared = theme === 'dark' ? (darkOverrides.get(token.name) ?? token.value) : token.value;
  const final = resolved(theme, token.name);
  return (
    <td style={cell}>
      <span style={{ display: 'flex', alignItems: 'center', gap: 'var(--cv-space-2)' }}>
        <Swatch background={final} />
        <span style={muted}>
          {shortValue(declared)}
          {final !== declared && !final.includes('gradient') ? ` · ${final}` : ''}
          {theme === 'dark' && !darkOverrides.has(token.name) ? ' (as light)' : ''}
        </span>
      </span>
    </td>
  );
}

/** What each colour is for, in both themes, and which components use it. */
export function ColourRoles() {
  const roles = tokens.filter(
    (t) => (t.group === 'color' && !isPalette(t.name)) || t.group === 'gradient',
  );
  return (
    <Table caption="Colour roles" columns={['Role', 'Light', 'Dark', 'Used by']}>
      {roles.map((t) => (
        <tr key={t.name} style={row}>
          <Name token={t} />
          <ThemedValue theme="light" token={t} />
          <ThemedValue theme="dark" token={t} />
          <UsedBy name={t.name} />
        </tr>
      ))}
    </Table>
  );
}

/** Rounded down, so a ratio just under the threshold never reads as a pass. */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)} : 1`;

function PairSample({
  theme,
  fg,
  bg,
  text,
}: {
  theme: ThemeName;
  fg: string;
  bg: string;
  text: boolean;
}) {
  const color = resolved(theme, fg);
  const background = resolved(theme, bg);
  return text ? (
    <span
      style={{
        display: 'inline-block',
        minWidth: '2.5rem',
        padding: 'var(--cv-space-1) var(--cv-space-2)',
        borderRadius: 'var(--cv-radius-sm)',
        color,
        background,
        fontWeight: 'var(--cv-weight-semibold)',
        textAlign: 'center',
      }}
    >
      Aa
    </span>
  ) : (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '2.5rem',
        height: '1.75rem',
        boxSizing: 'border-box',
        borderRadius: 'var(--cv-radius-sm)',
        background,
        boxShadow: `inset 0 0 0 3px ${background}, inset 0 0 0 5px ${color}`,
      }}
    />
  );
}

/** Every foreground and background pair the components use, measured in both themes. */
export function ContrastTable() {
  return (
    <Table
      caption="Contrast of every colour pair (WCAG 2.2 AA)"
      columns={['Foreground on background', 'Where', 'Light', 'Dark', 'Needs']}
    >
      {pairs.map((pair) => (
        <tr key={`${pair.fg} ${pair.bg}`} style={row} data-pair={`${pair.fg} ${pair.bg}`}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: 'var(--cv-weight-regular)' }}>
            {pair.fg}
            <br />
            <span style={{ color: 'var(--cv-color-text-muted)' }}>on {pair.bg}</span>
          </th>
          <td style={{ ...cell, color: 'var(--cv-color-text-muted)' }}>{pair.use}</td>
          {(['light', 'dark'] as const).map((theme) => (
            <td key={theme} style={cell} data-theme-ratio={theme}>
              <span style={{ display: 'flex', alignItems: 'center', gap: 'var(--cv-space-2)' }}>
                <PairSample theme={theme} fg={pair.fg} bg={pair.bg} text={pair.min === 4.5} />
                <span style={{ ...code, whiteSpace: 'nowrap' }}>
                  {ratioText(pair.ratio[theme])}
                </span>
              </span>
            </td>
          ))}
          <td style={{ ...cell, whiteSpace: 'nowrap' }}>
            {pair.min} : 1 {pair.min === 4.5 ? 'text' : 'non-text'}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The type scale: every size token, its size in pixels and a sample. */
export function TypeScale() {
  return (
    <Table caption="Type scale" columns={['Token', 'Size', 'Sample']}>
      {byGroup('text').map((t) => (
        <tr key={t.name} style={row}>
          <Name token={t} />
          <td style={{ ...muted, whiteSpace: 'nowrap' }}>
            {t.value} · {Number.parseFloat(t.value) * 16}px
          </td>
          <td
            style={{ ...cell, fontSize: `var(${t.name})`, lineHeight: 'var(--cv-leading-tight)' }}
          >
            Innovation
          </td>
        </tr>
      ))}
    </Table>
  );
}

const typeProperty: Record<string, keyof CSSProperties> = {
  font: 'fontFamily',
  weight: 'fontWeight',
  leading: 'lineHeight',
  tracking: 'letterSpacing',
};

/** Families, weights, line heights and letter spacing. */
export function TypeDetails() {
  return (
    <Table
      caption="Font families, weights, line heights and tracking"
      columns={['Token', 'Value', 'Sample']}
    >
      {byGroup('font', 'weight', 'leading', 'tracking').map((t) => (
        <tr key={t.name} style={row}>
          <Name token={t} />
          <td style={muted}>{t.value}</td>
          <td style={{ ...cell, [typeProperty[t.group] ?? 'fontFamily']: `var(${t.name})` }}>
            {t.group === 'leading' ? (
              <span style={{ display: 'block', maxWidth: '14rem' }}>
                Since 2008 we build software that lasts, for clients who plan ahead.
              </span>
            ) : (
              'Since 2008'
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const Bar = ({ width }: { width: string }) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      height: '0.75rem',
      width,
      borderRadius: 'var(--cv-radius-sm)',
      background: 'var(--cv-color-primary)',
    }}
  />
);

/** The 4 px spacing grid and the sizes. */
export function SpacingScale() {
  return (
    <>
      <Table caption="Spacing (4 px grid)" columns={['Token', 'Value', 'Width']}>
        {byGroup('space').map((t) => (
          <tr key={t.name} style={row}>
            <Name token={t} />
            <td style={{ ...muted, whiteSpace: 'nowrap' }}>
              {t.value} · {Number.parseFloat(t.value) * 16 || 0}px
            </td>
            <td style={cell}>
              <Bar width={`var(${t.name})`} />
            </td>
          </tr>
        ))}
      </Table>
      <ValueTable caption="Sizes" rows={byGroup('size')} />
    </>
  );
}

/** Corner radii. */
export function RadiusScale() {
  return (
    <Table caption="Radius" columns={['Token', 'Value', 'Preview', 'Used by']}>
      {byGroup('radius').map((t) => (
        <tr key={t.name} style={row}>
          <Name token={t} />
          <td style={muted}>{t.value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: '3rem',
                height: '2rem',
                border: '2px solid var(--cv-color-primary)',
                borderRadius: `var(${t.name})`,
              }}
            />
          </td>
          <UsedBy name={t.name} />
        </tr>
      ))}
    </Table>
  );
}

function ShadowSample({ theme, token }: { theme: ThemeName; token: Token }) {
  return (
    <td style={cell}>
      <span
        style={{
          ...themeVars(theme),
          display: 'inline-block',
          padding: 'var(--cv-space-4)',
          borderRadius: 'var(--cv-radius-md)',
          background: 'var(--cv-color-bg)',
        }}
      >
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: '4rem',
            height: '2.5rem',
            borderRadius: 'var(--cv-radius-md)',
            background: 'var(--cv-color-surface)',
            boxShadow: `var(${token.name})`,
          }}
        />
      </span>
    </td>
  );
}

/** Elevation and the focus ring, on a light and a dark page. */
export function ShadowScale() {
  return (
    <Table caption="Shadow" columns={['Token', 'Light', 'Dark', 'Used by']}>
      {byGroup('shadow').map((t) => (
        <tr key={t.name} style={row}>
          <Name token={t} />
          <ShadowSample theme="light" token={t} />
          <ShadowSample theme="dark" token={t} />
          <UsedBy name={t.name} />
        </tr>
      ))}
    </Table>
  );
}

function Curve({ value }: { value: string }) {
  const p = bezierPoints(value);
  if (!p) return <span style={muted}>{value}</span>;
  const [x1, y1, x2, y2] = p;
  // 0..1 in both axes, y up; the spring overshoots above 1, so the box leaves room for it.
  const y = (v: number) => 52 - v * 40;
  return (
    <svg width="64" height="64" viewBox="-4 0 72 64" aria-hidden="true">
      <path d={`M0 ${y(0)} H64 M0 ${y(1)} H64`} stroke="var(--cv-color-border)" fill="none" />
      <path
        d={`M0 ${y(0)} C${x1 * 64} ${y(y1)} ${x2 * 64} ${y(y2)} 64 ${y(1)}`}
        stroke="var(--cv-color-primary)"
        strokeWidth="2.5"
        fill="none"
      />
    </svg>
  );
}

/** Durations, easings, loops, and what reduced motion does to them. */
export function MotionTokens() {
  const zeroed = new Map(reducedMotion.map((r) => [r.name, r.value]));
  const longest = Math.max(...byGroup('duration').map((t) => milliseconds(t.value)));
  return (
    <>
      <Table
        caption="Durations"
        columns={['Token', 'Value', 'With reduced motion', 'Length', 'Used by']}
      >
        {byGroup('duration').map((t) => (
          <tr key={t.name} style={row}>
            <Name token={t} />
            <td style={muted}>{t.value}</td>
            <td style={muted}>{zeroed.get(t.name) ?? 'kept'}</td>
            <td style={cell}>
              <Bar width={`${Math.max(4, (milliseconds(t.value) / longest) * 160)}px`} />
            </td>
            <UsedBy name={t.name} />
          </tr>
        ))}
      </Table>
      <Table caption="Easings" columns={['Token', 'Value', 'Curve', 'Used by']}>
        {byGroup('ease').map((t) => (
          <tr key={t.name} style={row}>
            <Name token={t} />
            <td style={muted}>{t.value}</td>
            <td style={cell}>
              <Curve value={t.value} />
            </td>
            <UsedBy name={t.name} />
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Each easing moving a dot over --cv-duration-slower; with reduced motion the dots jump. */
export function MotionDemo() {
  const [moved, setMoved] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-3)', marginBottom: 'var(--cv-space-10)' }}>
      <Button
        variant="outline"
        style={{ justifySelf: 'start' }}
        aria-pressed={moved}
        onClick={() => setMoved(!moved)}
      >
        Move the dots
      </Button>
      {byGroup('ease').map((t) => (
        <div key={t.name} style={{ display: 'grid', gap: 'var(--cv-space-1)', maxWidth: '24rem' }}>
          <span style={code}>{t.name}</span>
          <span
            style={{
              position: 'relative',
              height: '1rem',
              borderRadius: 'var(--cv-radius-full)',
              background: 'var(--cv-color-surface-muted)',
            }}
          >
            <span
              aria-hidden="true"
              style={{
                position: 'absolute',
                insetBlock: 0,
                insetInlineStart: moved ? 'calc(100% - 1rem)' : 0,
                width: '1rem',
                borderRadius: 'var(--cv-radius-full)',
                background: 'var(--cv-color-primary)',
                transition: `inset-inline-start var(--cv-duration-slower) var(${t.name})`,
              }}
            />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The stacking order, lowest first, with a picture of it. */
export function Layers() {
  const layers = byGroup('z').sort((a, b) => Number(a.value) - Number(b.value));
  return (
    <>
      <div
        aria-hidden="true"
        style={{
          position: 'relative',
          isolation: 'isolate',
          height: `calc(${layers.length} * 1.5rem + 3rem)`,
          maxWidth: '30rem',
          marginBottom: 'var(--cv-space-6)',
        }}
      >
        {layers.map((t, i) => (
          <span
            key={t.name}
            style={{
              position: 'absolute',
              insetInlineStart: `${i * 1.5}rem`,
              bottom: `${i * 1.5}rem`,
              zIndex: `var(${t.name})`,
              width: '12rem',
              padding: 'var(--cv-space-1) var(--cv-space-3)',
              border: '1px solid var(--cv-color-border-strong)',
              borderRadius: 'var(--cv-radius-md)',
              background: 'var(--cv-color-surface)',
              boxShadow: 'var(--cv-shadow-md)',
              color: 'var(--cv-color-text)',
              ...code,
            }}
          >
            {t.name.replace('--cv-z-', '')} · {t.value}
          </span>
        ))}
      </div>
      <ValueTable caption="Layers (z-index)" rows={layers} />
    </>
  );
}

/** Breakpoints, layout measures and the disabled opacity. */
export function LayoutTokens() {
  return (
    <ValueTable
      caption="Breakpoints, layout and opacity"
      rows={byGroup('breakpoint', 'container', 'header', 'opacity')}
      showUse={false}
    />
  );
}

/** Every block in one page: the Tokens story, which checks that nothing is left out. */
export function AllFoundations() {
  return (
    <div>
      <Palette />
      <ColourRoles />
      <ContrastTable />
      <TypeScale />
      <TypeDetails />
      <SpacingScale />
      <RadiusScale />
      <ShadowScale />
      <MotionTokens />
      <Layers />
      <LayoutTokens />
    </div>
  );
}
