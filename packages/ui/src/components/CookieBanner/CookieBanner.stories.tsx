import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { createMemoryConsentStore, type ConsentStore, type CookieChoice } from './consentStore';

// Each story gets its own store in memory (one story uses the real localStorage default).
const storeOf = (context: Pick<StoryContext, 'loaded'>) => context.loaded.store as ConsentStore;

const meta = {
  title: 'Components/CookieBanner',
  component: CookieBanner,
  args: {
    privacyHref: '/privacy',
    cookiesHref: '/cookies',
    onChoice: fn(),
    onHide: fn(),
  },
  loaders: [
    (context) => ({
      store: createMemoryConsentStore(
        (context.parameters.storedChoice as CookieChoice | undefined) ?? null,
      ),
    }),
  ],
  render: (args, context) => <CookieBanner store={storeOf(context)} {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, height: '320px' },
      description: {
        component: [
          'The cookie consent banner, after the GOV.UK cookie banner: a region labelled by its heading, not modal and not blocking. It shows only while no choice is stored. "Accept All Cookies" and "Reject All" look the same. After a choice, a short confirmation takes focus and replaces the question, with a "Hide cookie message" button; after that the banner is gone. The choice goes through a `ConsentStore` (`get`, `set`, `subscribe`): by default `localStorage` key `cookieChoice` with `accepted` or `rejected`; `createMemoryConsentStore()` or your own for other places. Every visible string has a prop. Links are plain `<a>`; pass `renderLink` to use a router link.',
          '**Placement:** first in the `<body>`, before the skip link, in the flow of the page (never fixed), so it comes first in reading and tab order and can never cover a focused element. The server cannot know the choice, so it renders the banner: a first-time visitor gets it in the prerendered HTML and nothing moves when the page hydrates.',
          '**Returning visitors (no flash, no layout shift):** put `COOKIE_BANNER_PREPAINT_SCRIPT` unchanged in an inline `<script>` in the `<head>`, e.g. `<script dangerouslySetInnerHTML={{ __html: COOKIE_BANNER_PREPAINT_SCRIPT }} />`, and allow it in your Content-Security-Policy by adding `COOKIE_BANNER_PREPAINT_SCRIPT_HASH` (`\'sha256-…\'`) to `script-src` (the script is a fixed string, so its hash never changes). Before the first paint it sets `data-cookie-choice` on `<html>` when a choice is stored, and this rule in `styles.css` hides the prerendered banner: `html[data-cookie-choice] .cv-cookie-banner[data-prerendered] { display: none }`. Once hydrated the banner unmounts itself. The script never throws, also when storage is blocked (the banner then shows). It reads the default store only: with another store, set the attribute yourself. If React hydrates your `<html>`, give it `suppressHydrationWarning` (in development React reports the attribute it did not render). With JavaScript off (`@media (scripting: none)`) the banner is hidden: no choice could be stored, and no optional cookie is set. See "In a page" for these states measured in a browser.',
          '**Keys:** Tab moves through the two links and the buttons; Enter follows a link; Enter or Space presses a button.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Cookies on this site' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject All' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Cookie Statement' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    // Not modal: nothing else on the page is hidden or blocked.
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Accepted: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All Cookies' }));
    await expect(storeOf(context).get()).toBe('accepted');
    await expect(args.onChoice).toHaveBeenCalledWith('accepted');
    const confirmation = canvas.getByRole('alert');
    await expect(confirmation).toHaveTextContent("You've accepted all cookies.");
    await expect(confirmation).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Accept All Cookies' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hide cookie message' })).toBeVisible();
  },
};

export const Hidden: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All Cookies' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide cookie message' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(storeOf(context).get()).toBe('accepted');
  },
};

export const Rejected: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    // Reading order: the two links, then the two equal buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cookie Statement' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All Cookies' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(storeOf(context).get()).toBe('rejected');
    await expect(args.onChoice).toHaveBeenCalledWith('rejected');
    await expect(canvas.getByRole('alert')).toHaveTextContent("You've rejected all cookies.");
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide cookie message' })).toHaveFocus();
  },
};

export const HiddenWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Reject All' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

export const ChoiceAlreadyStored: Story = {
  parameters: { storedChoice: 'rejected' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ChosenInAnotherPlace: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('region')).toBeVisible();
    // Another tab (or the cookie statement page) stores a choice: the banner goes away.
    storeOf(context).set('accepted');
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
  },
};

export const DefaultStoreIsLocalStorage: Story = {
  render: (args) => <CookieBanner {...args} />,
  beforeEach: () => {
    localStorage.removeItem('cookieChoice');
    return () => localStorage.removeItem('cookieChoice');
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All Cookies' }));
    await expect(localStorage.getItem('cookieChoice')).toBe('accepted');
  },
};

function FakeRouterLink({
  href,
  className,
  children,
}: Parameters<NonNullable<CookieBannerProps['renderLink']>>[0]) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}

const navigate = fn();

export const WithRouterLinks: Story = {
  args: {
    privacyHref: '/privacy#data-collection',
    renderLink: (props) => (
      <span onClickCapture={(event) => (event.preventDefault(), navigate(props.href))}>
        <FakeRouterLink {...props} />
      </span>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/privacy#data-collection');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/privacy#data-collection');
  },
};

export const LongText: Story = {
  args: {
    title: 'Cookies on the Corvane careers and services website',
    message:
      'We use essential cookies to keep you signed in, remember your cookie choice and keep the site secure. With your permission we would also use analytics cookies to count visits and see which pages help job seekers and clients most, and marketing cookies to measure our campaigns. You can change your mind at any time on the cookie statement page.',
    acceptedMessage:
      "You've accepted all cookies. You can change your choice at any time on the cookie statement page.",
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', {
      name: 'Cookies on the Corvane careers and services website',
    });
    await expect(region).toHaveTextContent(/measure our campaigns/);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All Cookies' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/change your choice at any time/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const accept = canvas
      .getByRole('button', { name: 'Accept All Cookies' })
      .getBoundingClientRect();
    const reject = canvas.getByRole('button', { name: 'Reject All' }).getBoundingClientRect();
    // Stacked, full width, same size: equal weight on a phone too.
    await expect(reject.width).toBe(accept.width);
    await expect(reject.height).toBe(accept.height);
    // At the top of the page, in its flow: nothing else can be under it.
    const region = canvas.getByRole('region', { name: 'Cookies on this site' });
    await expect(region.getBoundingClientRect().top).toBe(0);
    const page = region.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
