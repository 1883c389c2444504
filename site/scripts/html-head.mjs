// What the build changes in each prerendered page's <head>, as pure functions of the HTML.

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/**
 * Marks every module preload `fetchpriority="low"`. The page is complete HTML: its stylesheets,
 * the font and the first paint come first, and the scripts, which only add behaviour, take the
 * bandwidth that is left instead of competing with them. Returns the page and how many links
 * it changed.
 */
export function lowerModulePreloadPriority(html) {
  let count = 0;
  const page = html.replace(MODULE_PRELOAD, (link) => {
    count += 1;
    return `${link} fetchpriority="low"`;
  });
  return { html: page, count };
}

/** The order of the head's links, for checks: ["stylesheet", "preload font", "modulepreload"...]. */
export function headLinkOrder(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)].map(([link]) => {
    const rel = /\brel="([^"]+)"/.exec(link)?.[1] ?? '';
    const as = /\bas="([^"]+)"/.exec(link)?.[1];
    return as ? `${rel} ${as}` : rel;
  });
}
