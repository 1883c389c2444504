import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { JobDetailsDialog, type JobDetailsDialogProps, type JobPosting } from './JobDetailsDialog';

const job: JobPosting = {
  _id: 'job-42',
  title: 'Senior QA Automation Engineer',
  employmentType: 'Full-time',
  salaryRange: '$120,000 - $145,000',
  location: 'Austin, TX (Hybrid)',
  overview:
    'Join our quality engineering practice and help clients in finance and healthcare ship reliable software faster.',
  responsibilities: [
    'Design and maintain end-to-end test suites for web and mobile applications',
    'Build CI pipelines that run tests on every change',
    'Coach developers on testable design',
  ],
  qualifications: [
    '5+ years of test automation experience',
    'Fluency in TypeScript or Java',
    'Experience with Playwright, Cypress or Selenium',
  ],
};

/** A careers card's Details button and the dialog, as the site wires them. */
function Harness(props: Omit<JobDetailsDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Details
      </Button>
      <JobDetailsDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/JobDetailsDialog',
  component: JobDetailsDialog,
  args: { job, open: false, onOpenChange: fn(), onApply: fn() },
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <Harness {...args} />,
} satisfies Meta<typeof JobDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Details' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  tags: ['spoken'],
  play: async ({ userEvent, args }) => {
    const opener = screen.getByRole('button', { name: 'Details' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: job.title });
    await expect(dialog).toHaveAccessibleDescription(job.overview);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('heading', { name: job.title })).toHaveFocus();
    await expect(screen.getByText('Full-time')).toBeVisible();
    await expect(screen.getByText('Austin, TX (Hybrid)')).toBeVisible();
    await expect(screen.getByText('$120,000 - $145,000')).toBeVisible();
    const responsibilities = screen.getByRole('region', { name: 'Responsibilities' });
    await expect(responsibilities.querySelectorAll('li')).toHaveLength(3);
    const qualifications = screen.getByRole('region', { name: 'Qualifications' });
    await expect(qualifications).toHaveTextContent('5+ years of test automation experience');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await expect(args.onApply).toHaveBeenCalledWith(job);
  },
};

export const CloseAndEscape: Story = {
  tags: ['spoken'],
  play: async ({ userEvent }) => {
    const opener = screen.getByRole('button', { name: 'Details' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    // The footer's Close button (the corner one is named "Close" too).
    const [close] = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const ShiftTabFromTitleWraps: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: job.title });
    await expect(screen.getByRole('heading', { name: job.title })).toHaveFocus();
    // Backwards from the title wraps to the dialog's last control, the corner close button.
    const [footerClose, cornerClose] = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.tab({ shift: true });
    await expect(cornerClose).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(footerClose).toHaveFocus();
    // Onwards from the last control wraps to the first.
    cornerClose!.focus();
    await userEvent.tab();
    await expect(footerClose).toHaveFocus();
    // Still open. It fades in: on a busy machine its first frame may not have been drawn yet.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const OtherEmploymentTypeAndNoOverview: Story = {
  args: {
    job: {
      _id: 'job-9',
      title: 'Data Analyst',
      employmentType: 'Temp-to-hire',
      location: 'Remote',
      responsibilities: ['Build weekly dashboards for the delivery team'],
      qualifications: [],
    },
    onApply: undefined,
  },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Analyst' });
    await expect(dialog).toHaveAccessibleDescription(/Temp-to-hire.*Remote/);
    await expect(screen.queryByRole('region', { name: 'Qualifications' })).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Overview' })).toBeNull();
    await expect(screen.queryByText('Salary range')).toBeNull();
    // No onApply, no Apply button.
    await expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  },
};

export const LongTextOnMobile: Story = {
  args: {
    job: {
      ...job,
      title:
        'Principal Enterprise Integration Architect for Cloud-Native Healthcare Data Platforms',
      employmentType: 'Contract',
      responsibilities: Array.from(
        { length: 14 },
        (_, i) =>
          `Responsibility ${i + 1}: lead integration design reviews with hospital IT teams, document interface contracts and mentor engineers across three time zones`,
      ),
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: /Principal Enterprise/ });
    // Opens at the top with the title focused; the rest scrolls inside the dialog.
    await expect(screen.getByRole('heading', { name: /Principal Enterprise/ })).toHaveFocus();
    await expect(dialog.scrollTop).toBe(0);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Don't: the whole advert as one overview. It passes axe, but there are no headings or lists to
 * jump between, and the overview is the dialog's description, so all of it is read out on open.
 * Compare `Filled`.
 */
export const DontPutEverythingInTheOverview: Story = {
  args: {
    job: {
      _id: 'job-43',
      title: 'QA Engineer',
      employmentType: 'Full-time',
      location: 'Remote',
      overview: `${job.overview} You will ${job.responsibilities!.join(', ').toLowerCase()}. You need ${job.qualifications!.join(', ').toLowerCase()}.`,
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'QA Engineer' });
    await expect(dialog).toHaveAccessibleDescription(/Join our quality.*You need 5\+ years/);
    await expect(dialog.querySelectorAll('li')).toHaveLength(0);
    await expect(screen.queryByRole('region', { name: 'Responsibilities' })).toBeNull();
  },
};
