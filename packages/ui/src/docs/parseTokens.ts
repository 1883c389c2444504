/** One custom property from the tokens file. */
export interface Token {
  name: string;
  value: string;
  group: string;
}

/**
 * Palette steps (`--cv-color-brand-600`) as opposed to roles (`--cv-color-text`). The chart
 * series colours (`--cv-color-chart-1`...) are roles that happen to be numbered.
 */
export const isPalette = (name: string) => /^--cv-color-(?!chart-)[a-z]+-\d+$/.test(name);

/** The selector of the dark theme's block in tokens.css. */
export const DARK_THEME_SELECTOR = "[data-theme='dark']";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads the custom properties of one top-level block of a tokens stylesheet, in order: the first
 * `:root` block by default (the palette, the light theme and every other scale), or the block of
 * another selector written at the start of a line, such as the dark theme's.
 * The group is the part after `--cv-` up to the next dash ("color", "space"...).
 */
export function parseTokens(css: string, selector = ':root'): Token[] {
  const block = new RegExp(`^${escapeRegExp(selector)}\\s*\\{([\\s\\S]*?)\\n\\}`, 'm').exec(css);
  const withoutComments = (block?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Token[] = [];
  for (const match of withoutComments.matchAll(/(--cv-([a-z]+)-[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, group, value] = match;
    if (name && group && value)
      tokens.push({ name, group, value: value.replace(/\s+/g, ' ').trim() });
  }
  return tokens;
}
