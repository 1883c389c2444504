import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { listening, polite } from '../../testing/screenReader';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Search applicants',
    hint: 'Name, position or location',
    onChange: fn(),
    onValueChange: fn(),
  },
  // A search box sits at the width of its column, never the whole of a wide screen.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an app gets it: a labelled search box with its hint. */
export const Default: Story = {};

/** The clear button shows while there is text; it empties the box and leaves focus there. */
export const ClearWithTheButton: Story = {
  tags: ['spoken'],
  play: ({ canvas, userEvent, args }) =>
    listening(async (reader) => {
      const box = canvas.getByRole('searchbox', { name: 'Search applicants' });
      await expect(box).toHaveAccessibleDescription('Name, position or location');
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
      await userEvent.type(box, 'SAP');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('SAP');
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(box).toHaveValue('');
      await expect(box).toHaveFocus();
      await reader.heard(polite('Search cleared'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ target: box }),
      );
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    }),
};

/**
 * Escape clears the text, in every browser; with the box already empty it is left to what is
 * around it (a dialog that closes, say).
 */
export const ClearWithEscape: Story = {
  tags: ['spoken'],
  args: { onKeyDown: fn() },
  play: ({ canvas, userEvent, args }) =>
    listening(async (reader) => {
      const box = canvas.getByRole('searchbox', { name: 'Search applicants' });
      await userEvent.type(box, 'Remote');
      await userEvent.keyboard('{Escape}');
      await expect(box).toHaveValue('');
      await expect(box).toHaveFocus();
      // The box looks the same to a screen reader before and after: it is told.
      await reader.heard(polite('Search cleared'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
      const [clearing] = (args.onKeyDown as ReturnType<typeof fn>).mock.lastCall ?? [];
      await expect(clearing.defaultPrevented).toBe(true);
      // Empty now: the second Escape is not the box's.
      await userEvent.keyboard('{Escape}');
      const [second] = (args.onKeyDown as ReturnType<typeof fn>).mock.lastCall ?? [];
      await expect(second.defaultPrevented).toBe(false);
      await expect(await reader.times(polite('Search cleared'))).toBe(1);
    }),
};

function SearchWithCount() {
  const [search, setSearch] = useState('Cloud');
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-2)' }}>
      <SearchField label="Search jobs" value={search} onValueChange={setSearch} />
      <p style={{ margin: 0 }}>{search ? `Searching for “${search}”` : 'Showing every job'}</p>
    </div>
  );
}

/** Controlled (`value` and `onValueChange`): the app holds the text, the clear button follows. */
export const Controlled: Story = {
  render: () => <SearchWithCount />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Cloud');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByText('Showing every job')).toBeVisible();
  },
};

/** On a phone: the box fills its column, the clear button keeps a 44 px target. */
export const PhoneWidth: Story = {
  args: { defaultValue: 'Senior QA Automation Engineer, Raleigh' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const page = clear.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Do: a visible label that says what is searched, and a hint with the fields it looks in. */
export const DoLabelWhatIsSearched: Story = {
  name: 'Do: a visible label that says what is searched',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search applicants')).toBeVisible();
  },
};

/** Don't: hide the label and lean on a placeholder; it is gone once the visitor types. */
export const DontPlaceholderAsLabel: Story = {
  name: 'Don’t: a placeholder for a label',
  args: { label: 'Search', labelHidden: true, hint: undefined, placeholder: 'Search…' },
  play: async ({ canvas }) => {
    // Named, so axe is satisfied; but nothing on screen says what it searches.
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};
