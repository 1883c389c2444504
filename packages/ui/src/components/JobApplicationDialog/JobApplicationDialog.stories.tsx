import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import { Button } from '../Button';
import { JobApplicationDialog, type JobApplicationDialogProps } from './JobApplicationDialog';

const job = { _id: 'job-42', title: 'Senior QA Automation Engineer' };

/** A careers card's Apply Now button and the dialog, as the site wires them. */
function Harness(props: Omit<JobApplicationDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply Now</Button>
      <JobApplicationDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Apply Now' }));
  const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
  // It fades in: until then what it shows is not visible yet (opacity 0 in its first frame).
  await Promise.all(
    dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)),
  );
  return dialog;
}

async function fillIn(user: User, email = 'ada@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0000');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Visa status' }), 'H1B');
  const resume = new File(['%PDF-1.7'], 'ada-lovelace-cv.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText(/^Resume/), resume);
  await user.type(screen.getByRole('textbox', { name: /Cover letter/ }), 'I love testing.');
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });
// The dialog's own words: the page's live regions hold a copy of each message for a while.
const inDialog = () => within(screen.getByRole('dialog'));

/** Opens the dialog and submits it empty; returns the First name field. */
async function submitEmpty(user: User, onSubmit: unknown) {
  await openDialog(user);
  await user.click(submitButton());
  await expect(onSubmit).not.toHaveBeenCalled();
  return screen.getByRole('textbox', { name: 'First name' });
}

/** The list of what to fix above the form, which takes focus after a submit with errors. */
const errorSummary = () => screen.getByRole('region', { name: 'There is a problem' });

const meta = {
  title: 'Components/JobApplicationDialog',
  component: JobApplicationDialog,
  args: { job, open: false, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <Harness {...args} />,
} satisfies Meta<typeof JobApplicationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play function's user-event instance. */
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['spoken'],
  play: async ({ userEvent }) => {
    const dialog = await openDialog(userEvent);
    await expect(dialog).toHaveAccessibleDescription(
      'All fields are required unless marked optional.',
    );
    await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    const visa = screen.getByRole('combobox', { name: 'Visa status' });
    await expect(visa).toBeRequired();
    for (const option of ['US Citizen', 'Permanent Resident', 'H1B', 'Other']) {
      await expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    await expect(screen.getByLabelText(/^Resume/)).toHaveAttribute('accept', '.pdf,.doc,.docx');
    const coverLetter = screen.getByRole('textbox', { name: /Cover letter/ });
    await expect(coverLetter).toHaveAttribute('rows', '3');
    await expect(coverLetter).not.toBeRequired();
  },
};

export const Filled: Story = {
  play: async ({ userEvent }) => {
    await openDialog(userEvent);
    await fillIn(userEvent);
    await expect(screen.getByLabelText(/^Resume/)).toHaveAccessibleDescription(
      /ada-lovelace-cv\.pdf/,
    );
    await expect(screen.getByRole('combobox', { name: 'Visa status' })).toHaveValue('H1B');
  },
};

export const Invalid: Story = {
  tags: ['spoken'],
  play: async ({ userEvent, args }) => {
    const firstName = await submitEmpty(userEvent, args.onSubmit);
    // Every error is listed above the form and read first, each a link to its field.
    await expect(errorSummary()).toHaveFocus();
    const listed = within(errorSummary()).getAllByRole('link');
    await expect(listed.map((link) => link.textContent)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Select your visa status',
      'Choose your resume: a PDF, DOC or DOCX file',
    ]);
    await expect(firstName).toBeInvalid();
    await expect(firstName).toHaveAccessibleDescription(/Enter your first name/);
    await userEvent.click(listed[0]!);
    await expect(firstName).toHaveFocus();
    // Fixing a field clears its message, beside it and in the list; a malformed email gets its
    // own message.
    await userEvent.type(firstName, 'Ada');
    await expect(firstName).toHaveAccessibleDescription('');
    await expect(
      within(errorSummary()).queryByRole('link', { name: 'Enter your first name' }),
    ).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada.example.com');
    await userEvent.click(submitButton());
    await expect(errorSummary()).toHaveFocus();
    await expect(
      within(errorSummary()).getByRole('link', {
        name: /Enter an email address in the correct format/,
      }),
    ).toBeVisible();
    await expect(firstName).toHaveValue('Ada');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ userEvent, args }) => {
    await openDialog(userEvent);
    await fillIn(userEvent);
    await userEvent.click(submitButton());
    const sending = screen.getByRole('button', { name: 'Submitting...' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveFocus();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sending);
    await userEvent.click(cancel);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const Success: Story = {
  tags: ['spoken'],
  play: ({ userEvent, args }) =>
    listening(async (reader) => {
      await openDialog(userEvent);
      await fillIn(userEvent);
      await userEvent.click(submitButton());
      const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
      await expect(data.get('jobId')).toBe('job-42');
      await expect(data.get('firstName')).toBe('Ada');
      await expect(data.get('visaStatus')).toBe('H1B');
      await expect((data.get('resume') as File).name).toBe('ada-lovelace-cv.pdf');
      await expect(data.get('coverLetter')).toBe('I love testing.');
      await expect(
        await inDialog().findByText('Application submitted successfully!'),
      ).toBeVisible();
      // Heard by its words, and focus is on the panel (the button pressed is gone).
      await reader.heard(
        polite(
          "Application submitted successfully! Thank you for your interest. We'll be in touch soon.",
        ),
      );
      await expect(document.activeElement).toHaveTextContent(
        "Application submitted successfully! Thank you for your interest. We'll be in touch soon.",
      );
      await expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      // Closes by itself after 2000 ms and gives focus back to the opener.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
        timeout: 3000,
      });
      await expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
      // The form was cleared.
      await openDialog(userEvent);
      await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    }),
};

export const ServerError: Story = {
  tags: ['spoken'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('Application submission failed'))) },
  play: ({ userEvent }) =>
    listening(async (reader) => {
      await openDialog(userEvent);
      await fillIn(userEvent);
      await userEvent.click(submitButton());
      const message = await inDialog().findByText('Application submission failed');
      await expect(message).toBeVisible();
      await reader.heard(assertive('Application submission failed'));
      // Shown above the form, which Submit's press had scrolled away: brought into view.
      const box = screen.getByRole('dialog').getBoundingClientRect();
      await waitFor(() =>
        expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top),
      );
      // Nothing typed is lost, and the form can be sent again.
      await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
      await expect(screen.getByRole('textbox', { name: /Cover letter/ })).toHaveValue(
        'I love testing.',
      );
      await expect(screen.getByLabelText(/^Resume/)).toHaveAccessibleDescription(
        /ada-lovelace-cv\.pdf/,
      );
      await expect(submitButton()).not.toHaveAttribute('aria-disabled');
      // Refused again: heard again.
      await userEvent.click(submitButton());
      await reader.heard(assertive('Application submission failed'), 2);
    }),
};

export const NetworkError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new TypeError(''))) },
  play: async ({ userEvent }) => {
    await openDialog(userEvent);
    await fillIn(userEvent);
    await userEvent.click(submitButton());
    await expect(
      await inDialog().findByText('Failed to submit application. Please try again.'),
    ).toBeVisible();
  },
};

export const ClosingResets: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Application submission failed'))) },
  play: async ({ userEvent }) => {
    await openDialog(userEvent);
    await fillIn(userEvent);
    await userEvent.click(submitButton());
    await inDialog().findByText('Application submission failed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
    await openDialog(userEvent);
    await expect(inDialog().queryByText('Application submission failed')).not.toBeInTheDocument();
    await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(screen.getByText('No file chosen')).toBeInTheDocument();
  },
};

export const NoJobSelected: Story = {
  args: { job: null },
  play: async ({ userEvent, args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await screen.findByRole('dialog');
    await fillIn(userEvent);
    await userEvent.click(submitButton());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(submitButton()).toBeInTheDocument();
  },
};

export const LongTextOnMobile: Story = {
  args: {
    job: {
      _id: 'job-7',
      title:
        'Principal Enterprise Integration Architect for Cloud-Native Healthcare Data Platforms (Remote, EMEA)',
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: /Principal Enterprise Integration/ });
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The form scrolls inside the dialog; its last button can be reached.
    submitButton().scrollIntoView();
    await waitFor(() => expect(submitButton()).toBeVisible());
  },
};

export const DontVagueErrors: Story = {
  name: 'Don’t: error messages that do not say how to fix them',
  args: {
    texts: {
      firstNameRequired: 'Invalid',
      lastNameRequired: 'Invalid',
      emailRequired: 'Invalid',
      phoneRequired: 'Invalid',
      visaStatusRequired: 'Invalid',
      resumeRequired: 'Invalid',
    },
  },
  play: async ({ userEvent, args }) => {
    // The list above the form still takes focus, but all it says, six times, is "Invalid".
    const firstName = await submitEmpty(userEvent, args.onSubmit);
    await expect(errorSummary()).toHaveFocus();
    await expect(within(errorSummary()).getAllByRole('link', { name: 'Invalid' })).toHaveLength(6);
    await expect(firstName).toHaveAccessibleDescription('Error: Invalid');
  },
};
