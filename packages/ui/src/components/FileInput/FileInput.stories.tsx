import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
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
  parameters: {
    docs: {
      description: {
        component:
          'One file: the accepted types (and size, with `maxSize`) are stated before choosing, the chosen name is shown and announced, and a Remove button clears it. The native file input does the work, so it posts with the form; the whole zone also takes a dropped file, which is checked against `accept` (by extension or MIME type) because drops skip the picker. **Keys:** Tab reaches the file input (its focus ring shows on "Choose file"); Enter or Space opens the picker; Tab then reaches Remove once a file is chosen.',
      },
    },
  },
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
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('or drop it here'), pdf());
    const input = canvas.getByLabelText(/^Resume/) as HTMLInputElement;
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Accepted file types: PDF, DOC or DOCX. ada-lovelace-resume.pdf',
      ),
    );
    // The dropped file is in the native input, so the form posts it.
    await expect(input.files?.[0]?.name).toBe('ada-lovelace-resume.pdf');
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
  },
};

export const WrongTypeRefused: Story = {
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('or drop it here'), new File(['x'], 'photo.png', { type: 'image/png' }));
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent('The selected file must be a PDF, DOC or DOCX');
    const input = canvas.getByLabelText(/^Resume/);
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(args.onFileReject).toHaveBeenCalledWith(expect.any(File), 'type');
  },
};

export const TooLargeRefused: Story = {
  args: { maxSize: 1024 },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText('Accepted file types: PDF, DOC or DOCX. Maximum size 1 KB.'),
    ).toBeVisible();
    const big = new File(['x'.repeat(2048)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Resume/), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The selected file must be smaller than 1 KB',
    );
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
