import { staffJobRequestSchema, type StaffJob, type StaffJobRequest } from '@corvane/contract';
import type { FormError } from '@corvane/ui';
import type { Issue } from '../../lib/formErrors';

// The job form's values, what it sends, and its problems: checked with the server's own schema
// (and so its own words) before sending, and the server's refusals put on the same fields.

export interface ListEntry {
  /** Stable while entries are added and removed: React's key, the input's id. */
  key: number;
  text: string;
}

export interface JobFormValues {
  title: string;
  employmentType: string;
  location: string;
  salaryRange: string;
  overview: string;
  responsibilities: ListEntry[];
  qualifications: ListEntry[];
}

export type ListName = 'responsibilities' | 'qualifications';

/** The kinds the careers page's badge has a colour for. */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'];

/** Entries a job may list, as the schema allows. */
export const MAX_ENTRIES = 30;

let lastKey = 0;
export const newEntry = (text = ''): ListEntry => ({ key: ++lastKey, text });

export function valuesOf(job?: StaffJob): JobFormValues {
  const entries = (texts: readonly string[] | undefined) =>
    texts && texts.length > 0 ? texts.map((text) => newEntry(text)) : [newEntry()];
  return {
    title: job?.title ?? '',
    employmentType: job?.employmentType ?? '',
    location: job?.location ?? '',
    salaryRange: job?.salaryRange ?? '',
    overview: job?.overview ?? '',
    responsibilities: entries(job?.responsibilities),
    qualifications: entries(job?.qualifications),
  };
}

/** The entries that say something: blank ones are left out of the job. */
export const filledEntries = (entries: readonly ListEntry[]) =>
  entries.filter((entry) => entry.text.trim() !== '');

/** The job as it would be sent (and as the preview shows it). */
export const requestOf = (values: JobFormValues) => ({
  title: values.title.trim(),
  employmentType: values.employmentType.trim(),
  location: values.location.trim(),
  salaryRange: values.salaryRange.trim(),
  overview: values.overview.trim(),
  responsibilities: filledEntries(values.responsibilities).map((entry) => entry.text.trim()),
  qualifications: filledEntries(values.qualifications).map((entry) => entry.text.trim()),
});

export const FIELD_IDS = {
  title: 'job-title',
  employmentType: 'job-employment-type',
  location: 'job-location',
  salaryRange: 'job-salary-range',
  overview: 'job-overview',
} as const;
type SingleField = keyof typeof FIELD_IDS;

export const entryId = (list: ListName, entry: ListEntry) => `job-${list}-${entry.key}`;

const LISTS: Record<ListName, { label: string; singular: string }> = {
  responsibilities: { label: 'Responsibilities', singular: 'Responsibility' },
  qualifications: { label: 'Qualifications', singular: 'Qualification' },
};

/** Each problem's message, by the id of the control it belongs to. */
export type FieldErrors = Record<string, string>;

export interface Problems {
  /** For the fields themselves. */
  errors: FieldErrors;
  /** For the summary, in the form's order. */
  summary: FormError[];
}

/** The ids of the form's controls, top to bottom: the summary lists problems in this order. */
function controlOrder(values: JobFormValues): string[] {
  return [
    FIELD_IDS.title,
    FIELD_IDS.employmentType,
    FIELD_IDS.location,
    FIELD_IDS.salaryRange,
    FIELD_IDS.overview,
    ...values.responsibilities.map((entry) => entryId('responsibilities', entry)),
    ...values.qualifications.map((entry) => entryId('qualifications', entry)),
  ];
}

function problemsOf(values: JobFormValues, found: Array<[string | undefined, string]>): Problems {
  const errors: FieldErrors = {};
  const formWide: FormError[] = [];
  for (const [fieldId, message] of found) {
    if (!fieldId) formWide.push({ message });
    else errors[fieldId] ??= message;
  }
  const summary = controlOrder(values)
    .filter((id) => errors[id])
    .map((id) => ({ fieldId: id, message: errors[id]! }));
  return { errors, summary: [...summary, ...formWide] };
}

/** Where a problem with a list (or an entry of it) is shown: the entry, or the first one. */
function listProblem(
  values: JobFormValues,
  list: ListName,
  index: number | undefined,
  message: string,
): [string | undefined, string] {
  const all = values[list];
  const filled = filledEntries(all);
  const entry = index === undefined ? undefined : filled[index];
  if (!entry) {
    const first = all[0];
    return [first && entryId(list, first), message];
  }
  // "Responsibilities must be at most 500 characters." names the entry: "Responsibility 2 must...".
  const { label, singular } = LISTS[list];
  const named = message.startsWith(label)
    ? `${singular} ${all.indexOf(entry) + 1}${message.slice(label.length)}`
    : message;
  return [entryId(list, entry), named];
}

const isList = (name: unknown): name is ListName =>
  name === 'responsibilities' || name === 'qualifications';

/** Each issue at its control: a list's entry by its index among the entries sent. */
function placed(values: JobFormValues, issues: readonly Issue[]): Problems {
  const found = issues.map(({ path, message }): [string | undefined, string] => {
    const [name, index] = path;
    if (isList(name))
      return listProblem(values, name, typeof index === 'number' ? index : undefined, message);
    return [FIELD_IDS[name as SingleField], message];
  });
  return problemsOf(values, found);
}

/** The job to send, or what is wrong with it, in the schema's (the server's) words. */
export function checkJob(
  values: JobFormValues,
): { job: StaffJobRequest; problems?: undefined } | { problems: Problems } {
  const result = staffJobRequestSchema.safeParse(requestOf(values));
  if (result.success) return { job: result.data };
  return { problems: placed(values, result.error.issues) };
}

/** A refusal of the server's (400) as the form shows its own: `path` is `responsibilities.2`. */
export function serverProblems(
  values: JobFormValues,
  problems: ReadonlyArray<{ path: string; message: string }>,
): Problems {
  return placed(
    values,
    problems.map(({ path, message }) => ({
      path: path ? path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)) : [],
      message,
    })),
  );
}
