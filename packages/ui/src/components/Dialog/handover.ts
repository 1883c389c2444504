// Where focus goes when a dialog closes. Radix returns focus to its <Dialog.Trigger> only; a
// dialog opened from a card button, or one that replaced another dialog (details -> apply), would
// otherwise drop focus on <body>. Each open dialog remembers its opener; a dialog opened from
// inside another one inherits that one's opener, so the chain ends where the visitor started.

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
  if (hostDialog && hostDialog !== content) {
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

/** Another of our dialogs is open (it took over from the one closing). */
export function anotherDialogIsOpen(): boolean {
  return document.querySelector(`[${DIALOG_ATTRIBUTE}][data-state="open"]`) !== null;
}
