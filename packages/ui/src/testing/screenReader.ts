import { Virtual } from '@guidepup/virtual-screen-reader';
import { expect, waitFor } from 'storybook/test';

// A virtual screen reader for play functions (@guidepup/virtual-screen-reader): it follows focus
// and live regions the way screen readers do and logs what it would say. Live region phrases
// read "polite: ..." or "assertive: ..."; focus phrases the element's role, name and description.
// The same reader runs in the end-to-end tests (tests/e2e/support/screenReader.ts). Never shipped:
// only stories import this folder.

/** What a live region says: `polite: <text>` waits for a pause, `assertive: <text>` interrupts. */
export const polite = (text: string) => `polite: ${text}`;
export const assertive = (text: string) => `assertive: ${text}`;

export interface Listener {
  /** Everything it has said since it started, in order. */
  spoken(): Promise<string[]>;
  /** How many times it has said exactly `phrase`. */
  times(phrase: string): Promise<number>;
  /** Waits until it has said `phrase` `count` times (once by default); fails showing the log. */
  heard(phrase: string, count?: number): Promise<void>;
}

/**
 * The reader brings its own copy of user-event and, on start, prepares the document with it: a
 * capturing focus listener that re-wraps the `value` of every input that gets focus (and of the
 * focused one at once). That replaces Storybook's own wrapping, after which `userEvent.type` in a
 * play function types into nothing. The reader needs neither to listen (it follows focus and live
 * regions with its own listeners), so while it starts, its copy is kept off the document.
 */
async function startWithoutItsUserEvent(reader: Virtual, container: Element) {
  const doc = container.ownerDocument;
  const addEventListener = doc.addEventListener;
  doc.addEventListener = function (
    this: Document,
    ...args: Parameters<Document['addEventListener']>
  ) {
    const [type, , options] = args;
    const capturing = typeof options === 'object' ? options.capture : options;
    if ((type === 'focus' || type === 'blur') && capturing) return;
    addEventListener.apply(this, args);
  } as Document['addEventListener'];
  Object.defineProperty(doc, 'activeElement', { configurable: true, get: () => null });
  try {
    await reader.start({ container });
  } finally {
    doc.addEventListener = addEventListener;
    delete (doc as { activeElement?: Element | null }).activeElement;
  }
}

/** The story tests' own listener, when one runs (see .storybook/spokenLog.ts). */
interface SpokenLogHost {
  __spokenLogListener?: { reader(): Virtual | undefined };
}

/**
 * Starts listening to `container` (the whole document by default, where the page's announcer
 * lives), runs `steps`, and stops, also when a step fails.
 */
export async function listening(
  steps: (listener: Listener) => Promise<void>,
  container: Element = document.body,
): Promise<void> {
  // In the story tests, a story tagged `spoken` has a reader listening to the page already
  // (.storybook/spokenLog.setup.ts, decision 084): its steps hear through that one, from now on.
  const shared = (globalThis as SpokenLogHost).__spokenLogListener?.reader();
  const reader = shared ?? new Virtual();
  if (!shared) await startWithoutItsUserEvent(reader, container);
  const from = shared ? (await reader.spokenPhraseLog()).length : 0;
  const spoken = async () => (await reader.spokenPhraseLog()).slice(from);
  const times = async (phrase: string) => (await spoken()).filter((p) => p === phrase).length;
  try {
    await steps({
      spoken,
      times,
      heard: (phrase, count = 1) =>
        waitFor(
          async () => {
            const log = await spoken();
            const heard = log.filter((said) => said === phrase).length;
            await expect({ phrase, heard, log }).toMatchObject({ phrase, heard: count });
          },
          { timeout: 3000 },
        ),
    });
  } finally {
    if (!shared) await reader.stop();
  }
}
