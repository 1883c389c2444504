// For play functions: an element's server HTML put in the canvas as a prerendered page arrives,
// hydrated when the story says, and the paints and layout shifts a visitor would see. Never
// shipped: only stories import this folder.
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface PrerenderedPage {
  host: HTMLElement;
  /** Errors React reported while hydrating (a mismatch with the server HTML shows here). */
  hydrationErrors: unknown[];
  hydrate(): void;
  remove(): void;
}

/**
 * Puts the element's server HTML into the canvas, as a prerendered page arrives, and waits until
 * its fonts have loaded: a late font moves text by itself, which is not what these stories measure.
 */
export async function prerender(
  canvas: HTMLElement,
  element: ReactElement,
): Promise<PrerenderedPage> {
  const host = canvas.ownerDocument.createElement('div');
  host.innerHTML = renderToString(element);
  canvas.append(host);
  // Layout starts the font loads that `fonts.ready` then waits for.
  void host.offsetHeight;
  await canvas.ownerDocument.fonts.ready;
  const hydrationErrors: unknown[] = [];
  let root: Root | null = null;
  return {
    host,
    hydrationErrors,
    hydrate() {
      root = hydrateRoot(host, element, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    },
    remove() {
      root?.unmount();
      host.remove();
    },
  };
}

/** Resolves once the current frame has been painted (a rAF callback runs before its paint). */
export async function afterPaint(win: Window): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
  }
}

/** Collects layout shifts not caused by input, as CLS counts them. */
export function watchLayoutShifts(win: Window) {
  let total = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) total += entry.value;
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  return {
    /** Waits until the last change is painted, so its shifts are reported, then totals them. */
    async total(): Promise<number> {
      await afterPaint(win);
      add(observer.takeRecords());
      observer.disconnect();
      return total;
    },
  };
}
