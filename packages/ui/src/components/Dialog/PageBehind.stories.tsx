import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { announce } from '../../lib/announcer';
import { listening, polite } from '../../testing/screenReader';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

// What a modal dialog does to the page behind it (decision 104): inert while it is open, as it was
// after; the announcer and what an app keeps usable left out; nothing inert when not modal.

/** The element is inert itself or inside an inert element: no visitor can reach it. */
const isInert = (element: Element) => element.closest('[inert]') !== null;

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <h1>Our services</h1>
      <Button variant="outline">Outside action</Button>
      {/* A plain button (no DialogTrigger): focus must still come back to it. */}
      <Button onClick={() => setOpen(true)}>Book a call</Button>
      {/* Inert by the page's own choice, before any dialog: it must stay so after one closes. */}
      <p inert>Prices are being updated.</p>
      <p style={{ background: 'var(--cv-color-bg-subtle)', height: '150vh' }}>
        A page taller than the window, so it has a scrollbar.
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Book a call</DialogTitle>
            <DialogDescription>Pick a time that suits you.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Components/Dialog/Page Behind',
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          'While a modal dialog is open the rest of the page is inert: no key, click, script or screen reader reaches it. The announcer and elements marked `data-cv-keep-interactive` stay usable; `modal={false}` makes nothing inert.',
      },
    },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it is before a dialog opens: every part of it usable. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Outside action' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book a call' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const InertWhileOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: 'Our services' });
    const outside = canvas.getByRole('button', { name: 'Outside action' });
    const alreadyInert = canvas.getByText('Prices are being updated.');
    const before = heading.getBoundingClientRect();
    const opener = canvas.getByRole('button', { name: 'Book a call' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Book a call' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Only the close button is focusable, so it has focus.
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    // The page is inert: hidden from assistive technology, and focus cannot get there...
    await waitFor(() => expect(isInert(outside)).toBe(true));
    await expect(screen.queryByRole('button', { name: 'Outside action' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('heading', { name: 'Our services' })).not.toBeInTheDocument();
    outside.focus();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // ...it does not scroll with the wheel...
    const wheel = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
    canvasElement.dispatchEvent(wheel);
    await expect(wheel.defaultPrevented).toBe(true);
    // ...and nothing moved when the scrollbar went away.
    const during = heading.getBoundingClientRect();
    await expect(during.left).toBe(before.left);
    await expect(during.width).toBe(before.width);
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    // Everything is back as it was: usable again, and what the page made inert still is.
    await expect(isInert(outside)).toBe(false);
    await expect(Array.from(document.querySelectorAll('[inert]'))).toEqual([alreadyInert]);
    await expect(canvas.getByRole('button', { name: 'Outside action' })).toBeVisible();
    const wheelAfter = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
    canvasElement.dispatchEvent(wheelAfter);
    await expect(wheelAfter.defaultPrevented).toBe(false);
  },
};

function SaveDraftDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit proposal</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit proposal</DialogTitle>
          <DialogDescription>Changes are kept as a draft until you send them.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => announce('Draft saved.')}>Save draft</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The package's announcer stays outside the inert page: a message said while a modal dialog is
 * open is heard.
 */
export const MessageHeardWhileOpen: Story = {
  tags: ['spoken'],
  render: () => <SaveDraftDialog />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const opener = canvas.getByRole('button', { name: 'Edit proposal' });
      await userEvent.click(opener);
      await screen.findByRole('dialog', { name: 'Edit proposal' });
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await reader.heard(polite('Draft saved.'));
      const regions = Array.from(document.querySelectorAll('[data-cv-announcer]'));
      await expect(regions).toHaveLength(2);
      for (const region of regions) {
        await expect(isInert(region)).toBe(false);
        await expect(region.closest('[aria-hidden="true"]')).toBeNull();
      }
      await waitFor(() => expect(isInert(opener)).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }),
};

function PageWithNotifications() {
  const [downloading, setDownloading] = useState(false);
  return (
    <div>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Export report</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Export report</DialogTitle>
            <DialogDescription>The file is prepared in the background.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
      {/* The app's own notifications, drawn above dialogs: kept usable while one is open. */}
      <div
        data-cv-keep-interactive
        role="region"
        aria-label="Notifications"
        style={{
          position: 'fixed',
          insetBlockEnd: 'var(--cv-space-4)',
          insetInlineEnd: 'var(--cv-space-4)',
          zIndex: 'var(--cv-z-toast)',
          display: 'flex',
          gap: 'var(--cv-space-3)',
          alignItems: 'center',
          padding: 'var(--cv-space-3) var(--cv-space-4)',
          borderRadius: 'var(--cv-radius-md)',
          background: 'var(--cv-color-surface)',
          boxShadow: 'var(--cv-shadow-lg)',
        }}
      >
        <span>{downloading ? 'Downloading…' : 'Last month’s report is ready.'}</span>
        <Button size="sm" variant="outline" onClick={() => setDownloading(true)}>
          Download
        </Button>
      </div>
    </div>
  );
}

/**
 * `data-cv-keep-interactive` on an element outside the dialog (an app's notifications) keeps it
 * out of the inert page while a modal dialog is open: heard, and a press there works and leaves
 * the dialog open. Tab still stays in the dialog.
 */
export const KeepAnElementInteractive: Story = {
  render: () => <PageWithNotifications />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Export report' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Export report' });
    await waitFor(() => expect(isInert(opener)).toBe(true));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await expect(isInert(notifications)).toBe(false);
    await expect(notifications.closest('[aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(notifications).getByRole('button', { name: 'Download' }));
    await expect(within(notifications).getByText('Downloading…')).toBeVisible();
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.querySelector('[inert]')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

function OfficeCard({ modal }: { modal: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 'var(--cv-space-3)' }}>
      <Dialog modal={modal}>
        <DialogTrigger asChild>
          <Button>United Kingdom</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>United Kingdom office</DialogTitle>
            <DialogDescription>Melton Mowbray, Leicestershire.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
      <Button variant="outline">Canada</Button>
    </div>
  );
}

/** `modal={false}`: the page stays usable behind the dialog; nothing is made inert. */
export const NotModal: Story = {
  render: () => <OfficeCard modal={false} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'United Kingdom' }));
    const dialog = await screen.findByRole('dialog', { name: 'United Kingdom office' });
    await expect(dialog).not.toHaveAttribute('aria-modal');
    await expect(document.querySelector('[inert]')).toBeNull();
    const canada = canvas.getByRole('button', { name: 'Canada' });
    canada.focus();
    await expect(canada).toHaveFocus();
  },
};

function FormWithConfirm() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Write a message</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Write a message</DialogTitle>
          <DialogDescription>We answer within one working day.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">Discard message</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Discard this message?</DialogTitle>
                <DialogDescription>What you wrote will be gone.</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Keep writing</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog opened on top of one that stays open (replacing it is better, see the docs): while it
 * is open the first one is inert too; closing it gives the first one back, with focus on its
 * button, and the page stays inert until that one closes as well.
 */
export const OneOnTopOfAnother: Story = {
  render: () => <FormWithConfirm />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Write a message' });
    await userEvent.click(opener);
    const first = await screen.findByRole('dialog', { name: 'Write a message' });
    const discard = screen.getByRole('button', { name: 'Discard message' });
    await userEvent.click(discard);
    await screen.findByRole('dialog', { name: 'Discard this message?' });
    await waitFor(() => expect(isInert(first)).toBe(true));
    await expect(isInert(opener)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(discard).toHaveFocus());
    await expect(isInert(first)).toBe(false);
    await expect(isInert(opener)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(document.querySelector('[inert]')).toBeNull();
  },
};
