import type { StaffJob } from '@corvane/contract';
import { formatDay } from '../../lib/dates';

// The words the jobs screens say about a job: its state, its applications, what just happened.

/** "Open", or "Closed since 4 March 2026". */
export const stateWords = (job: StaffJob) =>
  job.closedAt ? `Closed since ${formatDay(job.closedAt)}` : 'Open';

/** "1 application", "3 applications". */
export const applicationsWords = (count: number) =>
  `${count} ${count === 1 ? 'application' : 'applications'}`;

/** What closing does, as the confirmation asks it. */
export function closingWords(job: StaffJob) {
  const { total } = job.applicants;
  if (total === 0) return 'It comes off the careers page. It has no applications.';
  return `It comes off the careers page; its ${applicationsWords(total)} ${total === 1 ? 'stays' : 'stay'}.`;
}

/** Said once a job is closed. */
export function closedWords(job: StaffJob) {
  const { total } = job.applicants;
  const kept =
    total === 0
      ? 'It had no applications.'
      : `Its ${applicationsWords(total)} ${total === 1 ? 'stays' : 'stay'}.`;
  return `${job.title} is closed: it is off the careers page. ${kept}`;
}

/** Said once a job is open again. */
export const reopenedWords = (job: StaffJob) =>
  `${job.title} is open again. It shows on the careers page now.`;

export const postedWords = (job: StaffJob) =>
  `Job posted: ${job.title}. It shows on the careers page now.`;

export const savedWords = (job: StaffJob) =>
  job.closedAt
    ? `Changes saved: ${job.title}. It stays off the careers page until it is reopened.`
    : `Changes saved: ${job.title}. The careers page shows them now.`;

/**
 * Applications still "new". The counts by status are in the reply, but the contract's type only
 * names `total` (its schema builds the keys with Object.fromEntries), so they are read by name.
 */
export const newCount = (job: StaffJob) => job.applicants.new;
