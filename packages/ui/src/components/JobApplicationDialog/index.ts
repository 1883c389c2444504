export { JobApplicationDialog } from './JobApplicationDialog';
export type { JobApplicationDialogProps, ApplicationJob } from './JobApplicationDialog';
export { defaultJobApplicationTexts, VISA_STATUS_OPTIONS, RESUME_ACCEPT } from './texts';
export type { JobApplicationTexts } from './texts';
export type { ApplicationState } from './applicationState';
