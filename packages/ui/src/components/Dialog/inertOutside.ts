// While a modal dialog is open, the rest of the page is `inert` (decision 104): nothing there can
// be focused, clicked or found by a screen reader's virtual cursor. Radix marks the same elements
// `aria-hidden` only, which leaves them in the Tab order of anything that slips past its focus trap
// and is what the ACT rule "aria-hidden elements do not contain focusable elements" rejects.
//
// Kept out of it, with the elements around them: the package's announcer regions (messages said
// while a dialog is open must be heard) and whatever an app marks with `data-cv-keep-interactive`
// (its own notifications): heard, and usable by pointer (Dialog.css, `onInteractOutside`); Tab
// stays in the dialog, as the modal pattern has it. Runs only in the browser, from an effect.

/** An app puts this on an element outside the dialog that must stay usable while one is open. */
export const KEEP_INTERACTIVE_ATTRIBUTE = 'data-cv-keep-interactive';

const KEPT = `[data-cv-announcer], [${KEEP_INTERACTIVE_ATTRIBUTE}]`;

/** `target` is in an element an app keeps usable while a modal dialog is open. */
export function isKeptInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${KEEP_INTERACTIVE_ATTRIBUTE}]`) !== null;
}
/** Never drawn: nothing to make inert. */
const NOT_RENDERED = new Set(['script', 'style', 'template']);

/** How many open dialogs hold each element inert, and those that were not inert before. */
const holds = new WeakMap<Element, number>();
const madeInert = new WeakSet<Element>();

function hold(element: Element) {
  const count = holds.get(element) ?? 0;
  if (count === 0 && !element.hasAttribute('inert')) {
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
  holds.set(element, count + 1);
}

function release(element: Element) {
  const count = (holds.get(element) ?? 1) - 1;
  if (count > 0) {
    holds.set(element, count);
    return;
  }
  holds.delete(element);
  if (madeInert.delete(element)) element.removeAttribute('inert');
}

/** The kept elements of the document, and every element between one of them and `<body>`. */
function keptAndTheirAncestors(body: HTMLElement, kept: Iterable<Element>) {
  const onPath = new Set<Element>();
  for (const element of kept) {
    for (let node = element.parentElement; node && node !== body; node = node.parentElement) {
      onPath.add(node);
    }
  }
  return onPath;
}

function keptElements(doc: Document): Element[] {
  return Array.from(doc.body.querySelectorAll(KEPT));
}

/**
 * The elements that are `aria-hidden` now in what a modal keeps usable. Taken as the dialog
 * mounts, before Radix hides the page: Radix's own marks there are taken off again (see below),
 * an app's are left alone.
 */
export function ariaHiddenInKept(doc: Document): Set<Element> {
  const kept = keptElements(doc);
  const candidates = [
    ...kept,
    ...keptAndTheirAncestors(doc.body, kept),
    ...kept.flatMap((element) => Array.from(element.querySelectorAll('[aria-hidden]'))),
  ];
  return new Set(candidates.filter((element) => element.getAttribute('aria-hidden') === 'true'));
}

/**
 * Makes everything outside `parts` (the dialog and its backdrop) inert, up to `<body>`: each
 * sibling of the dialog, and of every element around it, except the kept elements and the
 * elements around them, into which it goes down instead. Returns what restores it: an element
 * another open dialog still holds stays inert, and one that was inert before stays so.
 */
export function makeOutsideInert(
  parts: ReadonlyArray<Element | null>,
  ariaHiddenBefore: ReadonlySet<Element>,
): () => void {
  const present = parts.filter((part): part is Element => part !== null);
  const body = present[0]?.ownerDocument.body;
  if (!body) return () => undefined;
  const kept = keptElements(body.ownerDocument).filter(
    (element) => !present.some((part) => part.contains(element)),
  );
  const untouched = new Set<Element>([...present, ...kept]);
  const around = keptAndTheirAncestors(body, [...present, ...kept]);

  const held: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (untouched.has(child) || NOT_RENDERED.has(child.localName)) continue;
      if (around.has(child)) visit(child);
      else held.push(child);
    }
  };
  visit(body);
  held.forEach(hold);

  // Radix hid the kept elements (or what is around them) from screen readers along with the rest,
  // unless they have `aria-live`: shown again, so a kept region is heard and what it holds is
  // not focusable inside an `aria-hidden` element. Radix takes its own marks off when it closes.
  const radixHidden = [
    ...kept,
    ...Array.from(around).filter((element) => !present.some((part) => element.contains(part))),
    ...kept.flatMap((element) => Array.from(element.querySelectorAll('[data-aria-hidden]'))),
  ];
  for (const element of radixHidden) {
    if (element.hasAttribute('data-aria-hidden') && !ariaHiddenBefore.has(element)) {
      element.removeAttribute('aria-hidden');
    }
  }

  return () => held.forEach(release);
}
