import { Marked, type RendererObject, type Tokens } from 'marked';
import { COLOURS, decodeEntities, escapeHtml, FONT, MONO, style } from './html';

// A newsletter written in Markdown, as the HTML and the plain text of one mail. Markdown by
// `marked` (CommonMark and GitHub's tables); every piece of output is ours: raw HTML in the file
// is shown as text, a link goes only to http(s), mailto or tel (a path such as /careers goes to
// the site), and every element carries its style inline.

export interface RenderedMarkdown {
  /** The body's HTML, for the mail's frame. */
  html: string;
  /** The same as plain text. */
  text: string;
  /** The text of the first top-level heading, if there is one (the default subject). */
  title: string | undefined;
}

/** An absolute http(s), mailto or tel address; undefined for anything else (javascript:...). */
function safeHref(href: string, siteUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, `${siteUrl}/`);
  } catch {
    return undefined;
  }
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
}

const HEADING_SIZES = [0, 26, 21, 18, 16, 15, 14];
const block = (css: string) => `margin:0 0 16px;${css}`;
const LINK = `color:${COLOURS.link};text-decoration:underline;`;
const CELL = `border:1px solid ${COLOURS.border};padding:6px 10px;text-align:left;vertical-align:top;`;

function htmlRenderer(siteUrl: string): RendererObject {
  return {
    heading({ tokens, depth }) {
      const size = HEADING_SIZES[depth] ?? 14;
      const css = `margin:${depth === 1 ? 0 : 24}px 0 12px;font:700 ${size}px/1.3 ${FONT};color:${COLOURS.text};letter-spacing:-0.01em;`;
      return `<h${depth}${style(css)}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    paragraph({ tokens }) {
      return `<p${style(block(''))}>${this.parser.parseInline(tokens)}</p>\n`;
    },
    blockquote({ tokens }) {
      const css = block(
        `padding:4px 0 4px 16px;border-left:4px solid ${COLOURS.link};color:${COLOURS.muted};`,
      );
      return `<blockquote${style(css)}>${this.parser.parse(tokens)}</blockquote>\n`;
    },
    list({ ordered, start, items }) {
      const tag = ordered ? 'ol' : 'ul';
      const from = ordered && start !== '' && start !== 1 ? ` start="${Number(start)}"` : '';
      const body = items.map((item) => this.listitem(item)).join('');
      return `<${tag}${from}${style(block('padding:0 0 0 24px;'))}>\n${body}</${tag}>\n`;
    },
    listitem(item) {
      // A tight list's items hold bare text; a loose one's hold paragraphs.
      return `<li${style('margin:0 0 6px;')}>${this.parser.parse(item.tokens)}</li>\n`;
    },
    code({ text }) {
      const css = block(
        `padding:12px 16px;background:${COLOURS.codeBg};border-radius:6px;font:13px/1.5 ${MONO};white-space:pre-wrap;overflow-wrap:anywhere;`,
      );
      return `<pre${style(css)}>${escapeHtml(text)}</pre>\n`;
    },
    codespan({ text }) {
      const css = `padding:1px 4px;background:${COLOURS.codeBg};border-radius:4px;font:0.9em ${MONO};`;
      return `<code${style(css)}>${escapeHtml(decodeEntities(text))}</code>`;
    },
    hr() {
      return `<hr${style(`margin:24px 0;border:0;border-top:1px solid ${COLOURS.border};`)}>\n`;
    },
    table({ header, rows }) {
      const cell = (c: Tokens.TableCell, tag: 'th' | 'td') =>
        `<${tag}${style(CELL + (tag === 'th' ? 'font-weight:700;' : ''))}>${this.parser.parseInline(c.tokens)}</${tag}>`;
      const head = `<tr>${header.map((c) => cell(c, 'th')).join('')}</tr>`;
      const body = rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`);
      const css = block('border-collapse:collapse;width:100%;font-size:14px;');
      return `<table role="presentation"${style(css)}>${head}${body.join('')}</table>\n`;
    },
    strong({ tokens }) {
      return `<strong>${this.parser.parseInline(tokens)}</strong>`;
    },
    em({ tokens }) {
      return `<em>${this.parser.parseInline(tokens)}</em>`;
    },
    del({ tokens }) {
      return `<del>${this.parser.parseInline(tokens)}</del>`;
    },
    br() {
      return '<br>';
    },
    link({ href, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const target = safeHref(href, siteUrl);
      return target ? `<a href="${escapeHtml(target)}"${style(LINK)}>${inner}</a>` : inner;
    },
    image({ href, text }) {
      const target = safeHref(href, siteUrl);
      if (!target?.startsWith('http')) return escapeHtml(text);
      const css = 'display:block;max-width:100%;height:auto;border:0;';
      return `<img src="${escapeHtml(target)}" alt="${escapeHtml(decodeEntities(text))}"${style(css)}>`;
    },
    // Raw HTML in the file is text, shown as written.
    html({ text }) {
      return escapeHtml(text);
    },
    text(token) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return escapeHtml(token.text);
    },
    checkbox({ checked }) {
      return checked ? '☑ ' : '☐ ';
    },
    space() {
      return '';
    },
    def() {
      return '';
    },
  };
}

const indent = (text: string, prefix: string) =>
  text.replace(/\n$/, '').replace(/^/gm, prefix).replace(/^ +$/gm, '') + '\n';

function underline(text: string, depth: number): string {
  if (depth > 2) return `${text}\n\n`;
  return `${text}\n${(depth === 1 ? '=' : '-').repeat(Math.min(60, [...text].length))}\n\n`;
}

function textRenderer(siteUrl: string): RendererObject {
  return {
    heading({ tokens, depth }) {
      return underline(this.parser.parseInline(tokens), depth);
    },
    paragraph({ tokens }) {
      return `${this.parser.parseInline(tokens)}\n\n`;
    },
    blockquote({ tokens }) {
      return `${indent(this.parser.parse(tokens).trimEnd(), '> ')}\n`;
    },
    list({ ordered, start, items }) {
      const first = ordered && typeof start === 'number' ? start : 1;
      const lines = items.map((item, i) => {
        const marker = ordered ? `${first + i}. ` : '- ';
        // A tight item's text and a list inside it, one under the other.
        const body = item.tokens
          .map((token) => this.parser.parse([token]).trim())
          .filter(Boolean)
          .join('\n');
        const task = item.task ? (item.checked ? '[x] ' : '[ ] ') : '';
        return marker + indent(task + body, ' '.repeat(marker.length)).slice(marker.length);
      });
      return `${lines.join('')}\n`;
    },
    code({ text }) {
      return `${indent(text, '    ')}\n`;
    },
    codespan({ text }) {
      return decodeEntities(text);
    },
    hr() {
      return '----------\n\n';
    },
    table({ header, rows }) {
      const line = (cells: Tokens.TableCell[]) =>
        cells.map((c) => this.parser.parseInline(c.tokens)).join(' | ');
      return `${[line(header), ...rows.map(line)].join('\n')}\n\n`;
    },
    strong({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    em({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    del({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    br() {
      return '\n';
    },
    link({ href, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const target = safeHref(href, siteUrl);
      if (!target) return inner;
      return [href, target, target.replace(/^mailto:/, '')].includes(inner)
        ? target
        : `${inner} (${target})`;
    },
    image({ href, text }) {
      const target = safeHref(href, siteUrl);
      const alt = decodeEntities(text);
      return target?.startsWith('http') ? `[${alt || 'Image'}: ${target}]` : alt;
    },
    html({ text }) {
      return text;
    },
    text(token) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return decodeEntities(token.text);
    },
    checkbox() {
      return '';
    },
    space() {
      return '';
    },
    def() {
      return '';
    },
  };
}

/** Renders the file for `siteUrl` (relative links go there). Throws nothing: any text renders. */
export function renderMarkdown(markdown: string, siteUrl: string): RenderedMarkdown {
  const source = markdown.replace(/\r\n?/g, '\n');
  const tokens = new Marked({ gfm: true }).lexer(source);
  const heading = tokens.find(
    (token): token is Tokens.Heading => token.type === 'heading' && token.depth === 1,
  );
  const toText = new Marked({ gfm: true, renderer: textRenderer(siteUrl) });
  const toHtml = new Marked({ gfm: true, renderer: htmlRenderer(siteUrl) });
  return {
    html: toHtml.parser(tokens),
    text: `${toText
      .parser(tokens)
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
    title: heading && toText.parser([heading]).split('\n')[0]!.trim(),
  };
}
