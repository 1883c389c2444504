/**
 * Clicks and submits aimed at an island that has not hydrated yet would be lost: React drops a
 * discrete event on markup it has not hydrated, and a form would even submit natively. Until an
 * island hydrates, such events are held here (caught at the window, before React sees them),
 * the island is told to hydrate, and once it has, each event is replayed on the same element.
 */
interface Waiting {
  open: () => void;
  replays: Array<() => void>;
}

const waiting = new Map<Element, Waiting>();

function hold(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (const [wrapper, island] of waiting) {
    if (!wrapper.contains(target)) continue;
    event.preventDefault();
    event.stopImmediatePropagation();
    island.replays.push(() => {
      if (event.type === 'submit') (target as HTMLFormElement).requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    });
    island.open();
    return;
  }
}

let listening = false;

/**
 * Holds events aimed inside `wrapper`. `release` (once the island has hydrated) replays them;
 * `forget` (the island left the page first) drops them.
 */
export function holdEventsUntilHydrated(wrapper: Element, open: () => void) {
  if (!listening) {
    window.addEventListener('click', hold, true);
    window.addEventListener('submit', hold, true);
    listening = true;
  }
  waiting.set(wrapper, { open, replays: [] });
  return {
    release() {
      const island = waiting.get(wrapper);
      waiting.delete(wrapper);
      island?.replays.forEach((replay) => replay());
    },
    forget() {
      waiting.delete(wrapper);
    },
  };
}
