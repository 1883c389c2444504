// For the stories: a page with the banner as a site would prerender it, the pre-paint script run
// as an inline <head> script would run it, hydration, and the layout shifts a visitor would see.
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { COOKIE_BANNER_PREPAINT_SCRIPT, COOKIE_CHOICE_ATTRIBUTE } from './prepaint';

/** GOV.UK's order: the banner first, then the skip link, then the page. */
export function PageWithBanner({ links = 30, ...props }: CookieBannerProps & { links?: number }) {
  return (
    <div style={{ fontFamily: 'var(--cv-font-sans)' }}>
      <CookieBanner {...props} />
      <a href="#main">Skip to main content</a>
      <main id="main" style={{ padding: 'var(--cv-space-6)' }}>
        <h1 style={{ marginTop: 0 }}>Join Our Innovation Journey</h1>
        {Array.from({ length: links }, (_, i) => (
          <p key={i}>
            <a href={`#role-${i + 1}`}>Open role {i + 1}</a>
          </p>
        ))}
      </main>
    </div>
  );
}

/** Runs the exported script exactly as an inline `<script>` in the head would. */
export function runPrepaintScript(doc: Document): void {
  const script = doc.createElement('script');
  script.textContent = COOKIE_BANNER_PREPAINT_SCRIPT;
  doc.head.append(script);
  script.remove();
}

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

/** Leaves no stored choice and no mark behind for the next story. */
export function forgetChoice(doc: Document): void {
  doc.defaultView?.localStorage.removeItem('cookieChoice');
  doc.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
}
