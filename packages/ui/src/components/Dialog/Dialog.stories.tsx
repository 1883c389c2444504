import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
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

const meta = {
  title: 'Components/Dialog',
  component: DialogContent,
  args: { closeLabel: 'Close', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Schedule a consultation</DialogTitle>
          <DialogDescription>
            Tell us a little about your project and we will call you within one working day.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpensAndClosesWithEscape: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a consultation' });
    await expect(dialog).toHaveAccessibleDescription(/call you within one working day/);
    // Focus moved in, onto the first control.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const KeepsFocusInside: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>
            Principal Enterprise Integration Architect for Cloud-Native Healthcare Data Platforms
          </DialogTitle>
          <DialogDescription>Everything you need to know about the role.</DialogDescription>
        </DialogHeader>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>
            Section {i + 1}: you will design integration patterns across hospital systems, lead
            architecture reviews, and mentor engineers in three time zones.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Taller than the window: the box scrolls on its own and stays within the window.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** The whole of `element` is inside the dialog's visible box. */
function shownIn(dialog: HTMLElement, element: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  const { top, bottom } = element.getBoundingClientRect();
  return top >= box.top && bottom <= box.bottom;
}

export const TabWrapsIntoView: Story = {
  ...LongContent,
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    const done = screen.getByRole('button', { name: 'Done' });
    const close = screen.getByRole('button', { name: 'Close' });
    done.focus();
    done.scrollIntoView({ block: 'nearest' });
    // Close is last in the Tab order and drawn at the top: Tab from it wraps to Done, far below...
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await waitFor(() => expect(shownIn(dialog, close)).toBe(true));
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await waitFor(() => expect(shownIn(dialog, done)).toBe(true));
    // ...and Shift+Tab from Done, the first, wraps back up to Close.
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await waitFor(() => expect(shownIn(dialog, close)).toBe(true));
  },
};

export const Mobile: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  },
};

interface ConfirmWords {
  opener: string;
  title: string;
  description: string;
  keep: string;
  go: string;
}

const clearWords: ConfirmWords = {
  opener: 'Delete draft',
  title: 'Delete this draft application?',
  description: 'Your answers will be gone for good.',
  keep: 'Keep draft',
  go: 'Delete draft',
};

const vagueWords: ConfirmWords = {
  opener: 'Delete draft',
  title: 'Are you sure?',
  description: 'Please confirm.',
  keep: 'No',
  go: 'Yes',
};

/** A confirmation: the opener, then a dialog with the given words. */
function Confirm(texts: ConfirmWords) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{texts.opener}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{texts.keep}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{texts.go}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const DoSayWhatHappens: Story = {
  name: 'Do: a title and buttons that say what happens',
  render: () => <Confirm {...clearWords} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete draft' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft application?' });
    await expect(dialog).toHaveAccessibleDescription('Your answers will be gone for good.');
    // Each answer makes sense on its own, also heard out of context.
    await expect(screen.getByRole('button', { name: 'Keep draft' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const DontYesOrNo: Story = {
  name: 'Don’t: “Are you sure?” with Yes and No',
  render: () => <Confirm {...vagueWords} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete draft' }));
    await screen.findByRole('dialog', { name: 'Are you sure?' });
    // Named, focusable and valid, but "Yes" alone does not say that it deletes anything.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
