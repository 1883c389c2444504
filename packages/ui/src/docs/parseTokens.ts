/** One custom property from the tokens file. */
export interface Token {
  name: string;
  value: string;
  group: string;
}

/**
 * Reads the custom properties of the first `:root` block of a tokens stylesheet, in order.
 * The group is the part after `--cv-` up to the next dash ("color", "space"...).
 */
export function parseTokens(css: string): Token[] {
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const withoutComments = root.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Token[] = [];
  for (const match of withoutComments.matchAll(/(--cv-([a-z]+)-[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, group, value] = match;
    if (name && group && value)
      tokens.push({ name, group, value: value.replace(/\s+/g, ' ').trim() });
  }
  return tokens;
}
