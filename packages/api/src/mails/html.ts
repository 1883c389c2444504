// HTML for mail: escaping, and the site's colours and type as inline styles (mail clients drop
// stylesheets). The colours are the design tokens' (packages/ui/src/tokens/tokens.css).

export const COLOURS = {
  page: '#f7f8fb', // neutral-50
  surface: '#ffffff', // neutral-0
  border: '#e0e4ec', // neutral-200
  text: '#121724', // neutral-900
  muted: '#4a5366', // neutral-600
  link: '#223dba', // brand-700, the site's link colour
  band: '#151d47', // brand-950, the dark hero and section headers
  bandAccent: '#223dba', // brand-700, where the band's gradient ends
  onBand: '#ffffff',
  onBandMuted: '#bfd1fd', // brand-200
  codeBg: '#eff1f6', // neutral-100
} as const;

/** Inter where the reader has it, then the fallbacks the site's metric-matched face mimics. */
export const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const MONO = "'JetBrains Mono', Consolas, 'Courier New', monospace";

const ENTITY = /&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi;

/**
 * Text for HTML: <, >, quotes and bare ampersands escaped; an entity the author wrote (&copy;)
 * stays one. Nothing a Markdown file holds can become a tag or leave an attribute.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(ENTITY, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  pound: '£',
};

/** The entities a Markdown author is likely to write, as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** A style attribute from CSS declarations. */
export const style = (css: string) => ` style="${escapeHtml(css)}"`;
