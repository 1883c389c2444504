import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { listening, polite } from '../../testing/screenReader';
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
  tags: ['spoken'],
  play: (context) =>
    listening(async (reader) => {
      const { canvas, userEvent, args } = context;
      await userEvent.click(canvas.getByRole('button', { name: 'Accept All Cookies' }));
      await expect(storeOf(context).get()).toBe('accepted');
      await expect(args.onChoice).toHaveBeenCalledWith('accepted');
      // Stored and hidden at once (spec section 4); what was chosen is heard.
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
      await reader.heard(polite("You've accepted all cookies."));
    }),
};

export const Rejected: Story = {
  tags: ['spoken'],
  play: (context) =>
    listening(async (reader) => {
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
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
      await reader.heard(polite("You've rejected all cookies."));
    }),
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
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', {
      name: 'Cookies on the Corvane careers and services website',
    });
    await expect(region).toHaveTextContent(/measure our campaigns/);
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

export const DoPlainEqualChoices: Story = {
  name: 'Do: plain words, equal choices',
  args: {
    message:
      'We use essential cookies to make this site work. We would also like to use analytics cookies to learn how the site is used.',
    acceptLabel: 'Accept analytics cookies',
    rejectLabel: 'Reject analytics cookies',
  },
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: 'Accept analytics cookies' });
    const reject = canvas.getByRole('button', { name: 'Reject analytics cookies' });
    // The same look and the same size: neither answer is pushed.
    await expect(accept.className).toBe(reject.className);
    await expect(accept.getBoundingClientRect().height).toBe(reject.getBoundingClientRect().height);
  },
};

export const DontNudgeWithWords: Story = {
  name: 'Don’t: labels that nudge or shame',
  args: {
    acceptLabel: 'Yes, give me the best experience!',
    rejectLabel: 'No thanks, I prefer a worse site',
  },
  play: async ({ canvas }) => {
    // The buttons still look equal; the words do the pushing.
    await expect(
      canvas.getByRole('button', { name: 'No thanks, I prefer a worse site' }),
    ).toBeVisible();
  },
};
