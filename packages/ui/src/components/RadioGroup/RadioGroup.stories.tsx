import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

const formats = [
  { value: 'video', label: 'Video call' },
  { value: 'onsite', label: 'On site, at the Austin office' },
  { value: 'phone', label: 'Phone call' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Interview format',
    hint: 'We send the candidate the details with the invitation.',
    name: 'format',
    options: formats,
    defaultValue: 'video',
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Interview format' });
    await expect(group).toHaveAccessibleDescription(
      'We send the candidate the details with the invitation.',
    );
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Video call' })).toBeChecked();
  },
};

export const Choosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The label is part of the target.
    await userEvent.click(canvas.getByText('Phone call'));
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Video call' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('phone');
  },
};

/** One Tab stop for the whole group, on the chosen option; the arrows move and choose. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--cv-space-6)' }}>
      <RadioGroup {...args} />
      <Button variant="secondary">Send invitation</Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Video call' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const onsite = canvas.getByRole('radio', { name: 'On site, at the Austin office' });
    await expect(onsite).toHaveFocus();
    await expect(onsite).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('onsite');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last option the arrows wrap round to the first.
    await expect(canvas.getByRole('radio', { name: 'Video call' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    // Tab leaves the group at once.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Willing to relocate?',
    hint: undefined,
    name: 'relocate',
    orientation: 'horizontal',
    defaultValue: undefined,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  play: async ({ canvas }) => {
    const [yes, no] = canvas.getAllByRole('radio');
    await expect(yes!.getBoundingClientRect().top).toBe(no!.getBoundingClientRect().top);
    await expect(yes).not.toBeChecked();
    await expect(no).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: undefined,
    required: true,
    error: 'Choose how the interview will take place',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Interview format' });
    await expect(group).toHaveAccessibleDescription(
      'We send the candidate the details with the invitation. Error: Choose how the interview will take place',
    );
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeInvalid();
      await expect(radio).toBeRequired();
    }
  },
};

/** Options as children, each with a hint of its own, one of them unavailable. */
export const WithItemsAndHints: Story = {
  args: { options: undefined, legend: 'Move the application to', hint: undefined, name: 'stage' },
  render: (args) => (
    <RadioGroup {...args} defaultValue="screening">
      <RadioGroupItem value="screening" label="Screening" hint="A recruiter reads it first." />
      <RadioGroupItem
        value="interview"
        label="Interview"
        hint="The hiring manager is asked to choose a time."
      />
      <RadioGroupItem
        value="offer"
        label="Offer"
        hint="Needs an interview with feedback first."
        disabled
      />
      <RadioGroupItem value="rejected" label="Not a match" hint="The candidate is told by email." />
    </RadioGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Interview' })).toHaveAccessibleDescription(
      'The hiring manager is asked to choose a time.',
    );
    await expect(canvas.getByRole('radio', { name: 'Offer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Not a match' }));
    await expect(canvas.getByRole('radio', { name: 'Not a match' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Screening' })).not.toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    legend: 'How should we contact the candidate about the next step of their application?',
    hint: 'They chose email in their application; change it only if they asked you to.',
    options: [
      { value: 'email', label: 'By email, to the address they gave in their application' },
      { value: 'phone', label: 'By phone, during their working hours in their own time zone' },
    ],
    defaultValue: 'email',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Do: radios for a few answers of which exactly one is true, all of them shown. */
export const DoFewExclusiveAnswers: Story = {
  name: 'Do: a few answers, exactly one true',
  args: {
    legend: 'Employment type',
    hint: undefined,
    name: 'type',
    defaultValue: 'full-time',
    orientation: 'horizontal',
    options: [
      { value: 'full-time', label: 'Full-time' },
      { value: 'part-time', label: 'Part-time' },
      { value: 'contract', label: 'Contract' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Full-time' })).toBeChecked();
  },
};

/**
 * Don't: radios for answers that can all be true. It passes axe, but choosing the second skill
 * silently drops the first: these are checkboxes.
 */
export const DontRadiosForSeveralAnswers: Story = {
  name: 'Don’t: radios where several answers are true',
  args: {
    legend: 'Skills the candidate has',
    hint: undefined,
    name: 'skills',
    defaultValue: 'selenium',
    options: [
      { value: 'selenium', label: 'Selenium' },
      { value: 'playwright', label: 'Playwright' },
      { value: 'cypress', label: 'Cypress' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Selenium' })).toBeChecked();
    await expect(
      canvas.getAllByRole('radio').filter((radio) => radio.matches(':checked')),
    ).toHaveLength(1);
  },
};
