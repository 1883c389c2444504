import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import { Alert } from '../Alert';
import { prerender, type PrerenderedPage } from '../../testing/prerender';
import { Button } from '../Button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '../Dialog';
import { announce, useAnnouncement } from './index';

// The package's one way to have messages heard (decision 082). Each story is checked by a
// virtual screen reader listening to the whole page: what it says is what a visitor would hear.

const meta = {
  title: 'Components/Announcer',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = { display: 'grid', gap: 'var(--cv-space-4)', justifyItems: 'start' } as const;

function CopyLink() {
  return <Button onClick={() => announce('Link copied.')}>Copy link</Button>;
}

/** As an app gets it: a button whose press is announced (turn a screen reader on and press it). */
export const Default: Story = {
  render: () => <CopyLink />,
};

/** `announce()`: words that are not shown anywhere, spoken at the next pause, each time. */
export const AnnounceWordsNotShown: Story = {
  tags: ['spoken'],
  render: () => <CopyLink />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const copy = canvas.getByRole('button', { name: 'Copy link' });
      await userEvent.click(copy);
      await reader.heard(polite('Link copied.'));
      await userEvent.click(copy);
      await reader.heard(polite('Link copied.'), 2);
    }),
};

function SaveDraft() {
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  // A new object per failure: the same words are said again for a second failure.
  useAnnouncement(failure?.text, 'assertive', failure);
  return (
    <div style={stack}>
      <Button onClick={() => setFailure({ text: 'The draft was not saved. Try again.' })}>
        Save draft
      </Button>
      {failure ? <p style={{ margin: 0 }}>{failure.text}</p> : null}
    </div>
  );
}

/** `useAnnouncement()`: a message in your own markup, assertive, heard again when it recurs. */
export const MessageInYourOwnMarkup: Story = {
  tags: ['spoken'],
  render: () => <SaveDraft />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const save = canvas.getByRole('button', { name: 'Save draft' });
      await userEvent.click(save);
      await reader.heard(assertive('The draft was not saved. Try again.'));
      await userEvent.click(save);
      await reader.heard(assertive('The draft was not saved. Try again.'), 2);
    }),
};

function DraftWithAFailureAlready({ onRender }: { onRender?: () => void }) {
  onRender?.();
  const [failure, setFailure] = useState({ text: 'The draft was not saved. Try again.' });
  useAnnouncement(failure.text, 'assertive', failure);
  return (
    <div style={stack}>
      <Button onClick={() => setFailure({ text: 'The draft was not saved again. Try later.' })}>
        Save draft
      </Button>
      <p style={{ margin: 0 }}>{failure.text}</p>
    </div>
  );
}

// The story below puts a page in the canvas itself and hydrates it; removed before the next story.
let prerendered: PrerenderedPage | null = null;

/**
 * A page that arrives with a message in its HTML (a prerendered error): the message is read with
 * the page, not announced when the page hydrates, and what changes after is heard. Telling the two
 * apart costs nothing: hydrating draws the component once, and not again once it has hydrated.
 */
export const NotHeardFromTheServersHtml: Story = {
  name: 'Not heard from the server’s HTML',
  tags: ['spoken'],
  render: () => <></>,
  beforeEach: () => () => {
    prerendered?.remove();
    prerendered = null;
  },
  play: ({ canvasElement, userEvent }) =>
    listening(async (reader) => {
      let renders = 0;
      prerendered = await prerender(
        canvasElement,
        <DraftWithAFailureAlready onRender={() => renders++} />,
      );
      // Counted from here: the server's render is not the browser's.
      renders = 0;
      prerendered.hydrate();
      const page = within(prerendered.host);
      await expect(page.getByText('The draft was not saved. Try again.')).toBeVisible();
      // Hydrated once its effects have run: something announced after them is heard after.
      await waitFor(() => expect(renders).toBeGreaterThan(0));
      announce('Hydrated.');
      await reader.heard(polite('Hydrated.'));
      await expect(renders).toBe(1);
      await userEvent.click(page.getByRole('button', { name: 'Save draft' }));
      await reader.heard(assertive('The draft was not saved again. Try later.'));
      await expect((await reader.spoken()).filter((said) => said.includes('Try again'))).toEqual(
        [],
      );
    }),
};

function SignInThenLeave() {
  const [state, setState] = useState<'form' | 'signed-in' | 'gone'>('form');
  // Like a sign-in that moves to another page 500 ms after saying so.
  useEffect(() => {
    if (state !== 'signed-in') return;
    const timer = setTimeout(() => setState('gone'), 500);
    return () => clearTimeout(timer);
  }, [state]);
  if (state === 'gone') return <p>Welcome back.</p>;
  return (
    <div style={stack}>
      <Button onClick={() => setState('signed-in')}>Sign In</Button>
      {state === 'signed-in' ? <Alert tone="success">Login successful</Alert> : null}
    </div>
  );
}

/**
 * A message shown just before the screen changes: the `Alert` is gone 500 ms later, but its
 * words were written into the page's own regions, which stay.
 */
export const HeardBeforeTheScreenChanges: Story = {
  tags: ['spoken'],
  render: () => <SignInThenLeave />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await reader.heard(polite('Login successful'));
      await expect(await canvas.findByText('Welcome back.')).toBeVisible();
      await expect(canvas.queryByText('Login successful')).not.toBeInTheDocument();
    }),
};

function ApplyInADialog() {
  const [sent, setSent] = useState(false);
  return (
    <Dialog onOpenChange={() => setSent(false)}>
      <DialogTrigger asChild>
        <Button>Apply</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Apply for QA Engineer</DialogTitle>
        </DialogHeader>
        {sent ? (
          <Alert tone="success" title="Application submitted successfully!">
            Thank you for your interest. We&apos;ll be in touch soon.
          </Alert>
        ) : (
          <Button onClick={() => setSent(true)}>Submit Application</Button>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * In a modal dialog: the rest of the page is inert and hidden from screen readers while it is
 * open, but not the regions (the Dialog leaves them out, decision 104), so the words are heard.
 */
export const HeardFromAModalDialog: Story = {
  tags: ['spoken'],
  render: () => <ApplyInADialog />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      const dialog = await screen.findByRole('dialog', { name: 'Apply for QA Engineer' });
      await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
      await reader.heard(
        polite(
          "Application submitted successfully! Thank you for your interest. We'll be in touch soon.",
        ),
      );
      // Still open (it fades in: on a busy machine its first frame may not have been drawn yet).
      await waitFor(() => expect(dialog).toBeVisible());
      for (const region of document.querySelectorAll('[data-cv-announcer]')) {
        await expect(region.closest('[aria-hidden="true"], [inert]')).toBeNull();
      }
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }),
};

function InsertedStatus() {
  const [sent, setSent] = useState(false);
  return (
    <div style={stack}>
      <Button onClick={() => setSent(true)}>Send Message</Button>
      {/* The mistake: a live region that arrives already holding its words. */}
      {sent ? (
        <p role="status" style={{ margin: 0 }}>
          Your message has been sent successfully. We&apos;ll respond soon!
        </p>
      ) : null}
    </div>
  );
}

/**
 * Don't: insert an element with `role="status"` that already holds its words. It passes axe and
 * looks right, but most screen readers say nothing: they speak changes inside a live region that
 * was already in the page.
 */
export const DontInsertARegionAlreadyFull: Story = {
  name: 'Don’t: insert a live region already full',
  tags: ['spoken'],
  render: () => <InsertedStatus />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
      await expect(await canvas.findByRole('status')).toBeVisible();
      // Something said after it: by the time this is heard, the status would have been too.
      announce('Checked.');
      await reader.heard(polite('Checked.'));
      await expect((await reader.spoken()).filter((said) => said.includes('sent'))).toEqual([]);
    }),
};
