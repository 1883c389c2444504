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

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

/**
 * Writes each stylesheet React put in the head (a link with `data-precedence`) into the page as a
 * <style> element in its place, keeping its precedence and naming its file in `data-href`, so
 * the first paint waits for no request after the page's own (decision 087). `read(href)` returns
 * a built file's text. Returns the page and how many stylesheets it took in.
 */
export function inlineStylesheets(html, read) {
  let count = 0;
  const page = html.replace(STYLESHEET, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    const precedence = /\bdata-precedence="([^"]+)"/.exec(link)?.[1];
    if (!href || !precedence) return link;
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style": it cannot go inline.`);
    count += 1;
    return `<style data-precedence="${precedence}" data-href="${href}">${css}</style>`;
  });
  return { html: page, count };
}

/**
 * The order of the head's links and style elements, for checks: ["style", "preload font",
 * "modulepreload"...] (a stylesheet link is "stylesheet").
 */
export function headLinkOrder(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>|<style\b/g)].map(([tag]) => {
    if (tag === '<style') return 'style';
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const as = /\bas="([^"]+)"/.exec(tag)?.[1];
    return as ? `${rel} ${as}` : rel;
  });
}
