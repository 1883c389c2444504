import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createMemoryConsentStore } from './consentStore';
import {
  afterPaint,
  prerender,
  watchLayoutShifts,
  type PrerenderedPage,
} from '../../testing/prerender';
import { forgetChoice, PageWithBanner, runPrepaintScript } from './prerenderedPage';

const banner = { name: 'Cookies on this site' };

// A prerendered page put in the canvas by a play function; removed before the next story.
let page: PrerenderedPage | null = null;

const meta = {
  title: 'Components/CookieBanner/In a page',
  component: PageWithBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component:
          'The banner where a site puts it: first in the body, before the skip link, in the flow of the page. These stories prerender the page with `renderToString`, run `COOKIE_BANNER_PREPAINT_SCRIPT` as the inline `<head>` script would, hydrate, and measure what a visitor would see: layout shifts (as CLS counts them) and whether anything covers the focused element, on a phone (375 px) and a desktop (1280 px).',
      },
    },
  },
  beforeEach: ({ canvasElement }) => {
    forgetChoice(canvasElement.ownerDocument);
    return () => {
      page?.remove();
      page = null;
      forgetChoice(canvasElement.ownerDocument);
    };
  },
} satisfies Meta<typeof PageWithBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrerenderedFirstVisit: Story = {
  render: () => <></>,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const win = doc.defaultView!;
    runPrepaintScript(doc);
    await expect(doc.documentElement).not.toHaveAttribute('data-cookie-choice');
    page = await prerender(canvasElement, <PageWithBanner />);
    const view = within(page.host);
    // In the server HTML, at the top of the page, before anything else.
    const region = view.getByRole('region', banner);
    await expect(region).toBeVisible();
    const heading = view.getByRole('heading', { name: 'Join Our Innovation Journey' });
    const headingTop = heading.getBoundingClientRect().top;
    // Painted as it arrived, before any script ran.
    await afterPaint(win);
    const shifts = watchLayoutShifts(win);
    page.hydrate();
    // Hydrated: the same banner, in the same place, and nothing moved.
    await waitFor(() => expect(region).not.toHaveAttribute('data-prerendered'));
    await expect(view.getByRole('region', banner)).toBe(region);
    await expect(heading.getBoundingClientRect().top).toBe(headingTop);
    await expect(await shifts.total()).toBe(0);
    await expect(page.hydrationErrors).toEqual([]);
  },
};

export const KeyboardReachesBannerFirst: Story = {
  render: () => <></>,
  play: async ({ canvasElement, userEvent }) => {
    runPrepaintScript(canvasElement.ownerDocument);
    page = await prerender(canvasElement, <PageWithBanner />);
    const view = within(page.host);
    page.hydrate();
    await waitFor(() =>
      expect(view.getByRole('region', banner)).not.toHaveAttribute('data-prerendered'),
    );
    // Keyboard order: the banner, then the skip link.
    await userEvent.tab();
    await expect(view.getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(view.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await userEvent.tab();
    await expect(view.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

export const PrerenderedReturningVisitor: Story = {
  render: () => <></>,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const win = doc.defaultView!;
    win.localStorage.setItem('cookieChoice', 'rejected');
    runPrepaintScript(doc);
    await expect(doc.documentElement).toHaveAttribute('data-cookie-choice', 'rejected');
    page = await prerender(canvasElement, <PageWithBanner />);
    const view = within(page.host);
    // The banner is in the HTML but never painted: not in the accessibility tree, no room taken.
    await expect(view.queryByRole('region', banner)).toBeNull();
    await expect(view.getByRole('region', { hidden: true }).offsetHeight).toBe(0);
    const heading = view.getByRole('heading', { name: 'Join Our Innovation Journey' });
    const headingTop = heading.getBoundingClientRect().top;
    // Painted as it arrived, before any script ran.
    await afterPaint(win);
    const shifts = watchLayoutShifts(win);
    page.hydrate();
    // Once hydrated it unmounts itself; nothing moved on the way.
    await waitFor(() => expect(view.queryByRole('region', { hidden: true })).toBeNull());
    await expect(heading.getBoundingClientRect().top).toBe(headingTop);
    await expect(await shifts.total()).toBe(0);
    await expect(page.hydrationErrors).toEqual([]);
  },
};

export const StorageBlocked: Story = {
  render: () => <></>,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const win = doc.defaultView!;
    // Privacy settings can make every storage call throw; the script must carry on regardless.
    const getItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem')!;
    Object.defineProperty(Storage.prototype, 'getItem', {
      configurable: true,
      value: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    win.addEventListener('error', onError);
    try {
      runPrepaintScript(doc);
    } finally {
      win.removeEventListener('error', onError);
      Object.defineProperty(Storage.prototype, 'getItem', getItem);
    }
    await expect(errors).toEqual([]);
    await expect(doc.documentElement).not.toHaveAttribute('data-cookie-choice');
    page = await prerender(canvasElement, <PageWithBanner store={createMemoryConsentStore()} />);
    await expect(within(page.host).getByRole('region', banner)).toBeVisible();
  },
};

/** Tabs through the whole page; no focused element may be covered by anything. */
async function everyFocusIsVisible(
  canvasElement: HTMLElement,
  tab: () => Promise<void>,
): Promise<number> {
  const doc = canvasElement.ownerDocument;
  const seen = new Set<Element>();
  for (;;) {
    await tab();
    const focused = doc.activeElement as HTMLElement | null;
    if (!focused || seen.has(focused) || !canvasElement.contains(focused)) return seen.size;
    seen.add(focused);
    const box = focused.getBoundingClientRect();
    // In the window (to the pixel: scrolling leaves fractions).
    await expect(box.bottom).toBeLessThan(doc.documentElement.clientHeight + 1);
    // A link can wrap: probe the middle of its first line.
    const line = focused.getClientRects()[0] ?? box;
    const hit = doc.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
    await expect(focused.contains(hit)).toBe(true);
  }
}

const focusNeverObscured = (width: number): Story['play'] =>
  async function play({ canvas, canvasElement, userEvent }) {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(width);
    await expect(canvas.getByRole('region', banner)).toBeVisible();
    // Banner (2 links, 2 buttons), skip link, 30 roles: each fully in view when focused.
    await expect(await everyFocusIsVisible(canvasElement, () => userEvent.tab())).toBe(35);
    await expect(canvas.getByRole('link', { name: 'Open role 30' })).toBeVisible();
  };

export const FocusNeverObscuredOnPhone: Story = {
  args: { store: createMemoryConsentStore() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: focusNeverObscured(375),
};

export const FocusNeverObscuredOnDesktop: Story = {
  args: { store: createMemoryConsentStore() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: focusNeverObscured(1280),
};
