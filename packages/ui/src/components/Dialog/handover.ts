// Where focus goes when a dialog closes. Radix returns focus to its <Dialog.Trigger> only; a
// dialog opened from a card button, or one that replaced another dialog (details -> apply), would
// otherwise drop focus on <body>. Each open dialog remembers its opener; a dialog that replaces
// another one (opened from inside it as it closes) inherits that one's opener, so the chain ends
// where the visitor started. One opened on top of a dialog that stays open returns to its button.

const openers = new WeakMap<Element, HTMLElement>();

// The opener of a dialog that closed in this same task: when the old dialog leaves the DOM
// before the new one mounts (no exit animation), focus is already on <body> by then.
let recentlyClosedOpener: HTMLElement | null = null;

export const DIALOG_ATTRIBUTE = 'data-cv-dialog';

/** Called when a dialog's content mounts, before Radix moves focus into it. */
export function rememberOpener(content: Element): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  let opener: HTMLElement | null = active;
  const hostDialog = active?.closest(`[${DIALOG_ATTRIBUTE}]`);
  const handedOver = hostDialog && hostDialog.getAttribute('data-state') !== 'open';
  if (hostDialog && hostDialog !== content && handedOver) {
    opener = openers.get(hostDialog) ?? active;
  } else if ((!active || active === document.body) && recentlyClosedOpener) {
    opener = recentlyClosedOpener;
  }
  if (opener && opener !== document.body) openers.set(content, opener);
  return openers.get(content) ?? null;
}

/** Called when a dialog's content unmounts. */
export function noteClosed(opener: HTMLElement | null): void {
  recentlyClosedOpener = opener;
  setTimeout(() => {
    if (recentlyClosedOpener === opener) recentlyClosedOpener = null;
  }, 0);
}

/** Focus is in one of our open dialogs: one that took over from the dialog closing. */
export function focusIsInAnOpenDialog(): boolean {
  return document.activeElement?.closest(`[${DIALOG_ATTRIBUTE}][data-state="open"]`) != null;
}
