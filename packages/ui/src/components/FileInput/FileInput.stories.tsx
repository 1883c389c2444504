import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import { Field } from '../Field';
import { FileInput } from './FileInput';

const pdf = () => new File(['%PDF-1.7'], 'ada-lovelace-resume.pdf', { type: 'application/pdf' });

/** Drops files on an element the way a browser does, for the drop-zone stories. */
function drop(target: Element, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(
    new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }),
  );
  target.dispatchEvent(
    new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }),
  );
}

const meta = {
  title: 'Components/FileInput',
  component: FileInput,
  args: { name: 'resume', accept: '.pdf,.doc,.docx', onFileChange: fn(), onFileReject: fn() },
  render: (args) => (
    <Field label="Resume" required>
      <FileInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted file types: PDF, DOC or DOCX.')).toBeVisible();
    const input = canvas.getByLabelText(/^Resume/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Accepted file types: PDF, DOC or DOCX. No file chosen',
    );
  },
};

export const Chosen: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/^Resume/);
    await userEvent.upload(input, pdf());
    await expect(input).toHaveAccessibleDescription(
      'Accepted file types: PDF, DOC or DOCX. ada-lovelace-resume.pdf',
    );
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.any(File));
    await expect((input as HTMLInputElement).files?.[0]?.name).toBe('ada-lovelace-resume.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada-lovelace-resume.pdf' }));
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Resume/)).toHaveFocus();
  },
};

export const DropAFile: Story = {
  play: ({ canvas, args }) =>
    listening(async (reader) => {
      drop(canvas.getByText('or drop it here'), pdf());
      const input = canvas.getByLabelText(/^Resume/) as HTMLInputElement;
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          'Accepted file types: PDF, DOC or DOCX. ada-lovelace-resume.pdf',
        ),
      );
      // Focus stays where it was, so the name is said: a drop does not move focus to the input.
      await reader.heard(polite('ada-lovelace-resume.pdf'));
      // The dropped file is in the native input, so the form posts it.
      await expect(input.files?.[0]?.name).toBe('ada-lovelace-resume.pdf');
      await expect(args.onFileChange).toHaveBeenCalledTimes(1);
    }),
};

export const WrongTypeRefused: Story = {
  tags: ['spoken'],
  play: ({ canvas, args }) =>
    listening(async (reader) => {
      const png = () => new File(['x'], 'photo.png', { type: 'image/png' });
      drop(canvas.getByText('or drop it here'), png());
      const refused = 'The selected file must be a PDF, DOC or DOCX';
      await expect(await canvas.findByText(refused)).toBeVisible();
      await reader.heard(assertive(refused));
      const input = canvas.getByLabelText(/^Resume/);
      await expect(input).toBeInvalid();
      await expect(canvas.getByText('No file chosen')).toBeVisible();
      await expect(args.onFileReject).toHaveBeenCalledWith(expect.any(File), 'type');
      // The same refusal again is heard again.
      drop(canvas.getByText('or drop it here'), png());
      await reader.heard(assertive(refused), 2);
    }),
};

export const TooLargeRefused: Story = {
  args: { maxSize: 1024 },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText('Accepted file types: PDF, DOC or DOCX. Maximum size 1 KB.'),
    ).toBeVisible();
    const big = new File(['x'.repeat(2048)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Resume/), big);
    await expect(
      await canvas.findByText('The selected file must be smaller than 1 KB'),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Resume" required error="Select your resume">
      <FileInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Resume/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Error: Select your resume Accepted file types: PDF, DOC or DOCX. No file chosen',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Resume/)).toBeDisabled();
  },
};

export const LongFileName: Story = {
  play: async ({ canvas, userEvent }) => {
    const name =
      'Ada_Augusta_King_Countess_of_Lovelace_Curriculum_Vitae_Final_Version_Updated_2025.docx';
    const input = canvas.getByLabelText(/^Resume/);
    await userEvent.upload(input, new File(['x'], name));
    await expect(input).toHaveAccessibleDescription(
      `Accepted file types: PDF, DOC or DOCX. ${name}`,
    );
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

export const DoStateTheRules: Story = {
  name: 'Do: say what it is for and what it takes',
  args: { maxSize: 5 * 1024 * 1024 },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Resume/);
    // The rules come before the choice, and they are read with the control.
    await expect(input).toHaveAccessibleName('Resume Choose file');
    await expect(input).toHaveAccessibleDescription(
      'Accepted file types: PDF, DOC or DOCX. Maximum size 5 MB. No file chosen',
    );
  },
};

export const DontUnexplainedUpload: Story = {
  name: 'Don’t: an “Upload” with no rules',
  args: { accept: undefined },
  render: (args) => (
    <Field label="Upload">
      <FileInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    // Nothing says what to send or what will be refused: the visitor finds out after choosing.
    await expect(canvas.queryByText(/Accepted file types/)).toBeNull();
    await expect(canvas.getByLabelText(/^Upload/)).toHaveAccessibleDescription('No file chosen');
  },
};
