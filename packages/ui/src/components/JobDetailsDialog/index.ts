export { JobDetailsDialog, defaultJobDetailsTexts } from './JobDetailsDialog';
export type { JobDetailsDialogProps, JobDetailsTexts, JobPosting } from './JobDetailsDialog';
