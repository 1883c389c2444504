import type { AlertTone } from '@corvane/ui';

// A message for the jobs list, carried in the router's state from the screen that saved a job.

export interface JobsNotice {
  tone: AlertTone;
  text: string;
}

export interface JobsLocationState {
  notice?: JobsNotice;
}

/** The notice a navigation brought, if its state holds one. */
export function noticeOf(state: unknown): JobsNotice | undefined {
  const notice = (state as JobsLocationState | null)?.notice;
  return notice && typeof notice.text === 'string' ? notice : undefined;
}
