import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { JobApplicationDialog } from '../JobApplicationDialog';
import { JobDetailsDialog, type JobPosting } from './JobDetailsDialog';

const job: JobPosting = {
  _id: 'job-7',
  title: 'Cloud Platform Engineer',
  employmentType: 'Contract',
  salaryRange: '$80 - $95 per hour',
  location: 'Toronto, Canada',
  overview: 'Help a retail client move 40 services to a managed Kubernetes platform.',
  responsibilities: ['Migrate services with zero downtime', 'Automate environments with Terraform'],
  qualifications: ['3+ years with Kubernetes', 'Terraform in production'],
};

type View = 'details' | 'apply' | null;

/**
 * How the careers page wires the two dialogs: one `view` state, so Apply in the details dialog
 * swaps to the form in a single update; the selected job is cleared 500 ms after closing
 * (spec section 4).
 */
function CareersPage({ onSubmit }: { onSubmit: (data: FormData) => Promise<unknown> }) {
  const [selected, setSelected] = useState<JobPosting | null>(null);
  const [view, setView] = useState<View>(null);
  useEffect(() => {
    if (view !== null) return;
    const timer = setTimeout(() => setSelected(null), 500);
    return () => clearTimeout(timer);
  }, [view]);
  const show = (next: View) => {
    setSelected(job);
    setView(next);
  };
  const closeOn = (open: boolean) => {
    if (!open) setView(null);
  };
  return (
    <article aria-labelledby="job-7-title" style={{ display: 'grid', gap: 'var(--cv-space-3)' }}>
      <h2 id="job-7-title" style={{ margin: 0 }}>
        {job.title}
      </h2>
      <Badge employmentType={job.employmentType} />
      <div style={{ display: 'flex', gap: 'var(--cv-space-3)' }}>
        <Button onClick={() => show('apply')}>Apply Now</Button>
        <Button variant="outline" onClick={() => show('details')}>
          Details
        </Button>
      </div>
      <JobDetailsDialog
        job={selected}
        open={view === 'details'}
        onOpenChange={closeOn}
        onApply={() => setView('apply')}
      />
      <JobApplicationDialog
        job={selected}
        open={view === 'apply'}
        onOpenChange={closeOn}
        onSubmit={onSubmit}
      />
    </article>
  );
}

const meta = {
  title: 'Components/JobDetailsDialog/Careers',
  component: CareersPage,
  args: { onSubmit: fn(async () => undefined) },
  parameters: {
    docs: {
      description: {
        component:
          'The details dialog handing over to the application dialog, wired as the careers page does it. **Keys:** as for each dialog; Escape closes whichever is open and focus returns to the card button that started it.',
      },
    },
  },
} satisfies Meta<typeof CareersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Details' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ApplyHandsOver: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent }) => {
    const details = canvas.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    await screen.findByRole('dialog', { name: job.title });

    // Watch the hand-over: the page must stay locked and inert, and focus must never drop to it.
    await waitFor(() => expect(details.closest('[inert]')).not.toBeNull());
    let unlocked = false;
    const lock = new MutationObserver(() => {
      if (!document.body.hasAttribute('data-scroll-locked')) unlocked = true;
      if (!details.closest('[inert]')) unlocked = true;
    });
    lock.observe(document.body, {
      attributes: true,
      attributeFilter: ['data-scroll-locked', 'inert'],
      subtree: true,
    });
    // Any focus outside a dialog (on the page or nowhere) during the swap is a lost place.
    const strayFocus: string[] = [];
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!target.closest('[role="dialog"]')) strayFocus.push(target.textContent ?? target.tagName);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!event.relatedTarget) strayFocus.push('nowhere');
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);

    try {
      await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
      await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
      await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
      // Wait until the details dialog has finished animating out and is gone from the page,
      // then a little longer for its clean-up (where it would hand focus back). Its way out is
      // an animation: on a busy machine it can outlast testing-library's default second.
      await waitFor(
        () =>
          expect(
            screen.queryByRole('heading', { name: 'Responsibilities', hidden: true }),
          ).toBeNull(),
        { timeout: 5000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
      await expect(unlocked).toBe(false);
      await expect(strayFocus).toEqual([]);
    } finally {
      lock.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    }

    // Closing the form returns focus to the card button the visitor started from.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(details).toHaveFocus();
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await expect(document.querySelector('[inert]')).toBeNull();
  },
};

export const ApplyFromCard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const apply = canvas.getByRole('button', { name: 'Apply Now' });
    await userEvent.click(apply);
    await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(apply).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReopenWhileClosing: Story = {
  play: async ({ canvas, userEvent }) => {
    const details = canvas.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    await screen.findByRole('dialog', { name: job.title });
    await userEvent.keyboard('{Escape}');
    // Open again at once (before the 500 ms clear): the job is still there, nothing blank.
    await waitFor(() => expect(details).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: job.title });
    await expect(dialog).toHaveTextContent('Migrate services with zero downtime');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(dialog).toHaveTextContent('Migrate services with zero downtime');
  },
};
