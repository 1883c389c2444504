// What a crawler or a link preview reads in a page's HTML, before any script runs.

/** Every JSON-LD block of an HTML document, parsed (throws on invalid JSON). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The content of a head tag of an HTML document: `<meta property="og:url" content="...">`. */
export function headValue(html: string, attribute: string, name: string, value = 'content') {
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = new RegExp(`<(?:meta|link)\\b(?=[^>]*\\b${attribute}="${name}")[^>]*>`).exec(
    head,
  )?.[0];
  const found = tag && new RegExp(`\\b${value}="([^"]*)"`).exec(tag)?.[1];
  return found?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}
