// Which fonts Chromium drew a page's visible text with, by its own record (DevTools protocol
// `CSS.getPlatformFontsForNode`), and which of them are not fonts we ship. A glyph a shipped
// face lacks, or a control that does not inherit the font, is drawn in whatever the machine has
// (Arial, DejaVu, Noto...): the page then looks different from machine to machine.

/**
 * The families of the faces we ship, as Chromium names them in its record (the name inside the
 * font file, not the CSS family): Inter and JetBrains Mono (`@corvane/ui`), and Noto Sans Arabic,
 * which Storybook loads for its right-to-left stories (decision 073).
 */
export const SHIPPED_FONT_FAMILIES = ['Inter', 'JetBrains Mono', 'Noto Sans Arabic'];

const PROBE = 'data-font-probe';

/**
 * Marks every element whose own text (or ::before / ::after content) is visible: not empty or
 * white space, not `display: none` or `visibility: hidden`, and not clipped away to 1 px or
 * less by an ancestor (a visually hidden label is read by screen readers, not seen). Runs in the
 * page; returns each mark's text.
 */
function markVisibleText(attribute) {
  for (const old of document.querySelectorAll(`[${attribute}]`)) old.removeAttribute(attribute);
  const texts = [];
  const clippedAway = (element, rect) => {
    for (let up = element; up && up !== document.documentElement; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.clip !== 'auto' && style.position === 'absolute') return true;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = up.getBoundingClientRect();
        const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (width <= 1 || height <= 1) return true;
      }
    }
    return false;
  };
  const mark = (element, text) => {
    if (element.hasAttribute(attribute)) return;
    element.setAttribute(attribute, String(texts.length));
    texts.push(text.replace(/\s+/g, ' ').trim().slice(0, 80));
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.data.trim() || element.closest('script, style, noscript, template'))
      continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = [...range.getClientRects()].find((box) => box.width > 0 && box.height > 0);
    if (!rect || clippedAway(element, rect)) continue;
    mark(element, node.data);
  }
  // Generated text: `content: '→'` is drawn in a font too.
  for (const element of document.body.querySelectorAll('*')) {
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content;
      const text = content.startsWith('"') ? content.slice(1, -1) : '';
      if (text.trim() && element.checkVisibility({ visibilityProperty: true }))
        mark(element, `${pseudo} ${text}`);
    }
  }
  return texts;
}

/** Every node of a DOM.getDocument tree, pseudo-elements included. */
function* walk(node) {
  yield node;
  for (const child of [...(node.children ?? []), ...(node.pseudoElements ?? [])])
    yield* walk(child);
}

/**
 * The fonts of every visible text on the page: `{ text, fonts }` per element that shows text,
 * `fonts` being Chromium's record for that element (family name, whether it is a web font, and
 * how many glyphs it drew).
 * @param {import('playwright').Page} page
 * @param {import('playwright').CDPSession} session a CDP session of that page
 * @returns {Promise<{ text: string, fonts: { familyName: string, isCustomFont: boolean,
 *   glyphCount: number }[] }[]>}
 */
export async function fontsOfVisibleText(page, session) {
  // A node React replaced between the snapshot and the question is gone from the protocol's
  // view ("Could not find node with given id"): the page changed under the probe, so it looks
  // again at the page as it is now.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await probeVisibleText(page, session);
    } catch (error) {
      if (attempt === 3 || !/Could not find node/.test(String(error))) throw error;
    }
  }
}

async function probeVisibleText(page, session) {
  await page.evaluate(() => document.fonts.ready);
  const texts = await page.evaluate(markVisibleText, PROBE);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    // Asked all at once: the protocol answers in order, and one round trip per node would cost
    // more than the answers.
    const asked = [];
    const fontsOf = (nodeId) =>
      session.send('CSS.getPlatformFontsForNode', { nodeId }).then(({ fonts }) => fonts);
    for (const node of walk(root)) {
      const attributes = node.attributes ?? [];
      const at = attributes.indexOf(PROBE);
      if (at === -1 || at % 2 === 1) continue;
      const text = texts[Number(attributes[at + 1])];
      asked.push(fontsOf(node.nodeId).then((fonts) => ({ text, fonts })));
      // A pseudo-element's record is its own: its text is not the element's.
      for (const pseudo of node.pseudoElements ?? [])
        asked.push(
          fontsOf(pseudo.nodeId).then((fonts) => ({
            text: `::${pseudo.pseudoType} of "${text}"`,
            fonts,
          })),
        );
    }
    return (await Promise.all(asked)).filter((record) => record.fonts.length > 0);
  } finally {
    await page.evaluate((attribute) => {
      for (const element of document.querySelectorAll(`[${attribute}]`))
        element.removeAttribute(attribute);
    }, PROBE);
  }
}

/**
 * The texts drawn, wholly or partly, in a font we do not ship, with that font: one line each,
 * e.g. `"Discover More →" in Liberation Sans (1 glyph)`.
 */
export function foreignFonts(records, shipped = SHIPPED_FONT_FAMILIES) {
  const lines = new Set();
  for (const { text, fonts } of records)
    for (const font of fonts)
      if (!shipped.includes(font.familyName) || !font.isCustomFont)
        lines.add(
          `"${text}" in ${font.familyName}${font.isCustomFont ? '' : ' (a platform font)'} ` +
            `(${font.glyphCount} glyph${font.glyphCount === 1 ? '' : 's'})`,
        );
  return [...lines];
}
