import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../tokens/tokens.css?raw';
import { parseTokens, type Token } from './parseTokens';

const tokens = parseTokens(tokensCss);
const byGroup = (...groups: string[]) => tokens.filter((t) => groups.includes(t.group));

const cell: CSSProperties = { padding: 'var(--cv-space-2) var(--cv-space-3)', textAlign: 'start' };
const code: CSSProperties = { fontFamily: 'var(--cv-font-mono)', fontSize: 'var(--cv-text-sm)' };

function TokenTable({
  caption,
  rows,
  preview,
}: {
  caption: string;
  rows: Token[];
  preview: (t: Token) => ReactNode;
}) {
  return (
    <table
      style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 'var(--cv-space-10)' }}
    >
      <caption
        style={{ ...cell, fontSize: 'var(--cv-text-xl)', fontWeight: 600, paddingInline: 0 }}
      >
        {caption}
      </caption>
      <thead>
        <tr style={{ borderBottom: '1px solid var(--cv-color-border)' }}>
          <th scope="col" style={cell}>
            Preview
          </th>
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name} style={{ borderBottom: '1px solid var(--cv-color-border)' }}>
            <td style={cell}>{preview(t)}</td>
            <td style={{ ...cell, ...code }}>{t.name}</td>
            <td style={{ ...cell, ...code, color: 'var(--cv-color-text-muted)' }}>{t.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (t: Token) => (
  <span
    style={{
      display: 'inline-block',
      width: '3rem',
      height: '2rem',
      borderRadius: 'var(--cv-radius-sm)',
      border: '1px solid var(--cv-color-border)',
      background: `var(${t.name})`,
    }}
  />
);

/** Renders every design token of tokens.css, grouped: the Storybook "Tokens" page. */
export function TokenGallery() {
  return (
    <div>
      <TokenTable caption="Colour" rows={byGroup('color')} preview={swatch} />
      <TokenTable
        caption="Type scale"
        rows={byGroup('text')}
        preview={(t) => (
          <span style={{ fontSize: `var(${t.name})`, lineHeight: 1.2 }}>Innovation</span>
        )}
      />
      <TokenTable
        caption="Font families, weights, line heights and tracking"
        rows={byGroup('font', 'weight', 'leading', 'tracking')}
        preview={(t) => {
          const prop =
            {
              font: 'fontFamily',
              weight: 'fontWeight',
              leading: 'lineHeight',
              tracking: 'letterSpacing',
            }[t.group] ?? 'fontFamily';
          return <span style={{ [prop]: `var(${t.name})` }}>Since 2008</span>;
        }}
      />
      <TokenTable
        caption="Spacing (4 px grid)"
        rows={byGroup('space')}
        preview={(t) => (
          <span
            style={{
              display: 'inline-block',
              height: '0.75rem',
              width: `var(${t.name})`,
              background: 'var(--cv-color-brand-500)',
            }}
          />
        )}
      />
      <TokenTable
        caption="Radius"
        rows={byGroup('radius')}
        preview={(t) => (
          <span
            style={{
              display: 'inline-block',
              width: '3rem',
              height: '2rem',
              border: '2px solid var(--cv-color-brand-600)',
              borderRadius: `var(${t.name})`,
            }}
          />
        )}
      />
      <TokenTable
        caption="Shadow"
        rows={byGroup('shadow')}
        preview={(t) => (
          <span
            style={{
              display: 'inline-block',
              width: '4rem',
              height: '2.5rem',
              borderRadius: 'var(--cv-radius-md)',
              background: 'var(--cv-color-surface)',
              boxShadow: `var(${t.name})`,
            }}
          />
        )}
      />
      <TokenTable
        caption="Motion"
        rows={byGroup('duration', 'ease')}
        preview={(t) => <span style={code}>{t.group === 'duration' ? 'duration' : 'easing'}</span>}
      />
      <TokenTable
        caption="Layers, breakpoints and layout"
        rows={byGroup('z', 'breakpoint', 'container', 'header')}
        preview={(t) => <span style={code}>{t.group}</span>}
      />
    </div>
  );
}
