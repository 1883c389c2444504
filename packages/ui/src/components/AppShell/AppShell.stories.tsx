import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TABBABLE } from '../../lib/tabbable';
import { AppShell } from './AppShell';
import { consoleNavigation, RecruiterConsole } from './storyConsole';

const phone = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Corvane Console',
    navigation: consoleNavigation,
    currentHref: '/applications',
    mainId: 'main',
  },
  render: (args) => <RecruiterConsole {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('link', { name: 'Corvane Console' })).toHaveAttribute(
      'href',
      '/',
    );
    // The skip link is the first thing Tab reaches.
    await expect(canvasElement.querySelector(TABBABLE)).toHaveTextContent('Skip to main content');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  },
};

/** On a desktop: the navigation is a sidebar, the person is named in the header. */
export const OnADesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('list', { name: 'Hiring' })).toBeVisible();
    await expect(canvas.getByText('Priya Raman')).toBeVisible();
    await expect(canvas.getByText('Recruiter')).toBeVisible();
    await expect(canvas.getByText('PR')).toBeVisible();
    // The sidebar beside the content, not above it.
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);
  },
};

export const SkipToMainContent: Story = {
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * On a phone, by keyboard: Menu opens the navigation and focus stays on the button; Tab goes
 * round the button and the menu only; Escape closes it and focus is back on the button.
 */
export const PhoneMenuByKeyboard: Story = {
  tags: ['spoken'],
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveFocus();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(menu).toHaveFocus();
    // Round the menu: back from the button to its last link, never to the page behind.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toHaveFocus();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** Choosing a page in the menu closes it at once, and focus moves to the page's content. */
export const PhoneMenuItemChosen: Story = {
  tags: ['spoken'],
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jobs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    // The next time it opens, the new page is the current one.
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Applications' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A press outside the menu closes it, and so does Menu again. */
export const PhoneMenuClickOutside: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // A press on the page behind (below the menu) closes it; the page stays the same.
    await userEvent.click(canvas.getByRole('main'));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await userEvent.click(menu);
    await userEvent.click(menu);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** Do: a few groups with short headings, one word or two per link, the current page marked. */
export const DoGroupTheNavigation: Story = {
  name: 'Do: group the links under headings',
  globals: desktop,
  args: { mainId: 'main-do' },
  play: async ({ canvas }) => {
    for (const name of ['Hiring', 'Marketing', 'Admin']) {
      await expect(canvas.getByRole('list', { name })).toBeVisible();
    }
  },
};

/**
 * Don't: vague link names. It passes axe, but "Manage", "View" and "More" say nothing heard in
 * a list of links, and nothing at a glance either.
 */
export const DontVagueLinks: Story = {
  name: 'Don’t: vague link names',
  globals: desktop,
  args: {
    mainId: 'main-dont',
    currentHref: '/manage',
    navigation: [
      {
        items: [
          { href: '/manage', label: 'Manage' },
          { href: '/view', label: 'View' },
          { href: '/more', label: 'More' },
        ],
      },
    ],
  },
  render: (args) => (
    <AppShell {...args}>
      <h1 style={{ marginTop: 0 }}>Manage</h1>
    </AppShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
