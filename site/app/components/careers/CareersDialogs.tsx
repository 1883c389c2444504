import type { JobReply as Job, VisaStatus } from '@corvane/contract/client';
import { JobApplicationDialog, JobDetailsDialog } from '@corvane/ui';
import { api } from '../../auth/api';

export type DialogView = 'details' | 'apply' | null;

interface CareersDialogsProps {
  job: Job | null;
  view: DialogView;
  onViewChange: (view: DialogView) => void;
  /** Where focus goes when a dialog closes, when not back to the button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The application form's fields, as the contract client sends them (multipart). */
async function submitApplication(data: FormData): Promise<void> {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const resume = data.get('resume');
  await api.submitApplication(
    {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
      visaStatus: text('visaStatus') as VisaStatus,
      coverLetter: text('coverLetter'),
      jobId: text('jobId'),
    },
    resume instanceof File ? resume : undefined,
  );
}

/**
 * The job details and application dialogs of the UI package, opening and closing independently
 * (one `view`: Apply in the details hands over to the form in one update). Loaded on first use.
 */
export default function CareersDialogs({
  job,
  view,
  onViewChange,
  onCloseAutoFocus,
}: CareersDialogsProps) {
  const closeOn = (open: boolean) => {
    if (!open) onViewChange(null);
  };
  return (
    <>
      <JobDetailsDialog
        job={job}
        open={view === 'details'}
        onOpenChange={closeOn}
        onApply={() => onViewChange('apply')}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <JobApplicationDialog
        job={job}
        open={view === 'apply'}
        onOpenChange={closeOn}
        onSubmit={submitApplication}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
