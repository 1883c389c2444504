import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import { Button } from '../Button';
import { MarkdownField, type RenderPreview } from './MarkdownField';
import {
  newsletterIssue,
  renderNewsletter,
  renderNewsletterOnServer,
  ROUND_TRIP_MS,
} from './storyMailRenderer';

const meta = {
  title: 'Components/MarkdownField',
  component: MarkdownField,
  args: {
    label: 'Newsletter body',
    hint: 'Markdown: # for a heading, **bold**, - for a list item, [words](https://link).',
    name: 'body',
    defaultValue: newsletterIssue,
    renderPreview: renderNewsletter as RenderPreview,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkdownField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Newsletter body' })).toHaveValue(
      newsletterIssue,
    );
    await expect(canvas.getByRole('tablist', { name: 'Newsletter body' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/**
 * By keyboard, with a renderer that answers after a round trip: the wait is shown and said in
 * the panel, then the preview; back on Write, the text is as it was left.
 */
export const WritingThenPreviewing: Story = {
  tags: ['spoken'],
  args: { renderPreview: renderNewsletterOnServer, defaultValue: '' },
  play: ({ canvas, userEvent, args }) =>
    listening(async (reader) => {
      const body = canvas.getByRole('textbox', { name: 'Newsletter body' });
      await userEvent.click(body);
      await userEvent.type(body, '# Hiring in the cloud{Enter}{Enter}Three roles open this week.');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        '# Hiring in the cloud\n\nThree roles open this week.',
      );
      // Back to the tab list, then across to Preview: the arrows select (automatic activation).
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      // Busy at once; the words come once the panel has been shown for a moment.
      const panel = canvas.getByRole('tabpanel', { name: 'Preview' });
      await expect(panel).toHaveAttribute('aria-busy', 'true');
      await reader.heard(polite('Rendering preview...'));
      await expect(
        await canvas.findByRole(
          'heading',
          { name: 'Hiring in the cloud' },
          { timeout: 5 * ROUND_TRIP_MS },
        ),
      ).toBeVisible();
      await expect(panel).not.toHaveAttribute('aria-busy');
      await reader.heard(polite('Preview ready.'));
      // Tab goes into the panel; nothing in this preview takes focus, so the panel itself does.
      await userEvent.tab();
      await expect(panel).toHaveFocus();
      await userEvent.tab({ shift: true });
      await userEvent.keyboard('{ArrowLeft}');
      await expect(body).toHaveValue('# Hiring in the cloud\n\nThree roles open this week.');
    }),
};

/** A renderer that fails the first time: the error is said at once; Preview again tries again. */
function FailingOnce(props: Parameters<typeof MarkdownField>[0]) {
  const attempts = useRef(0);
  return (
    <MarkdownField
      {...props}
      renderPreview={(markdown) => {
        attempts.current += 1;
        if (attempts.current > 1) return renderNewsletterOnServer(markdown);
        return new Promise((_, reject) =>
          setTimeout(() => reject(new Error('Mail renderer unavailable')), ROUND_TRIP_MS),
        );
      }}
    />
  );
}

export const FailingRenderer: Story = {
  tags: ['spoken'],
  render: (args) => <FailingOnce {...args} />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
      await reader.heard(polite('Rendering preview...'));
      await reader.heard(
        assertive(
          'The preview could not be made. Your text is kept: choose Write, then Preview to try again.',
        ),
      );
      await expect(canvas.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent(
        /could not be made/,
      );
      await userEvent.click(canvas.getByRole('tab', { name: 'Write' }));
      await expect(canvas.getByRole('textbox', { name: 'Newsletter body' })).toHaveValue(
        newsletterIssue,
      );
      await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
      await expect(
        await canvas.findByRole(
          'heading',
          { name: 'Hiring in the cloud, June' },
          { timeout: 5 * ROUND_TRIP_MS },
        ),
      ).toBeVisible();
      await expect(canvas.queryByText(/could not be made/)).not.toBeInTheDocument();
    }),
};

/** A renderer that answers at once: no wait to show or say. */
export const PreviewAtOnce: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByRole('heading', { name: 'Roles we are filling now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'our careers page' })).toHaveAttribute(
      'href',
      'https://corvane.example/careers',
    );
    await expect(canvas.queryByText('Rendering preview...')).not.toBeInTheDocument();
  },
};

export const NothingToPreview: Story = {
  args: { defaultValue: '', renderPreview: fn(renderNewsletter) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
    await expect(args.renderPreview).not.toHaveBeenCalled();
  },
};

export const CharacterCount: Story = {
  args: { defaultValue: 'Three roles open this week.', showCount: true, maxLength: 5000 },
  play: async ({ canvas, userEvent }) => {
    const body = canvas.getByRole('textbox', { name: 'Newsletter body' });
    await expect(body).toHaveAccessibleDescription(
      'Markdown: # for a heading, **bold**, - for a list item, [words](https://link). 27 of 5,000 characters',
    );
    await userEvent.type(body, ' Apply by Friday.');
    await expect(canvas.getByText('44 of 5,000 characters')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '',
    required: true,
    error: 'Write the newsletter body before you send a test',
  },
  play: async ({ canvas }) => {
    const body = canvas.getByRole('textbox', { name: 'Newsletter body' });
    await expect(body).toBeInvalid();
    await expect(body).toBeRequired();
    await expect(body).toHaveAccessibleDescription(
      'Markdown: # for a heading, **bold**, - for a list item, [words](https://link). Error: Write the newsletter body before you send a test',
    );
  },
};

/**
 * A form sent from the Preview tab with the body still empty: the Write tab comes back, so the
 * browser can focus the text area and say what is missing.
 */
export const SentWhilePreviewing: Story = {
  args: { defaultValue: '', required: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <MarkdownField {...args} />
      <Button type="submit" style={{ marginTop: 'var(--cv-space-4)' }}>
        Send test
      </Button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send test' }));
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const body = canvas.getByRole('textbox', { name: 'Newsletter body' });
    await expect(body).toBeVisible();
    await expect(body).toHaveFocus();
    await expect(body).toBeInvalid();
    // Writing goes on where the browser pointed (its message goes with the first key).
    await userEvent.type(body, '# June');
    await expect(body).toBeValid();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('textbox', { name: 'Newsletter body' }).ownerDocument
      .documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Do: say in the hint which Markdown the renderer understands, where it stays visible. */
export const DoHintTheMarkdown: Story = {
  name: 'Do: say which Markdown works',
  args: { defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/# for a heading/)).toBeVisible();
  },
};

/**
 * Don't: put the help in the placeholder. It passes axe, but the help is gone with the first
 * key, just when the writer needs it.
 */
export const DontHelpInThePlaceholder: Story = {
  name: 'Don’t: help in the placeholder',
  args: {
    defaultValue: '',
    hint: undefined,
    placeholder: 'Markdown: # for a heading, **bold**, - for a list item',
  },
  play: async ({ canvas, userEvent }) => {
    const body = canvas.getByRole('textbox', { name: 'Newsletter body' });
    await userEvent.type(body, '#');
    await expect(body).not.toHaveAccessibleDescription();
    await expect(body).toHaveValue('#');
  },
};
