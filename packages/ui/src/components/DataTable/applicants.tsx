// Story content only (not exported by the package): applicants to Corvane's open roles, and a
// fake server that pages, sorts and searches them the way the staff console's API will.
import { Badge } from '../Badge/Badge';
import type { BadgeTone } from '../Badge/badgeTone';
import { defineColumns } from './columns';
import type { DataTableSort } from './types';
import { collatorFor, compareValues, matchesQuery } from './values';
import { defaultDataTableTexts } from './texts';

export type Stage = 'Applied' | 'Screening' | 'Interview' | 'Offer' | 'Hired' | 'Declined';

export interface Applicant {
  id: string;
  name: string;
  position: string;
  stage: Stage;
  /** When the application came in (noon UTC, so the date is the same everywhere). */
  applied: Date;
  /** Years of relevant experience. */
  experience: number;
  location: string;
}

const stageTone: Record<Stage, BadgeTone> = {
  Applied: 'neutral',
  Screening: 'info',
  Interview: 'info',
  Offer: 'success',
  Hired: 'success',
  Declined: 'danger',
};

const day = (month: number, date: number) => new Date(Date.UTC(2025, month - 1, date, 12));

const rows: Array<[string, string, Stage, Date, number, string]> = [
  ['Jane Doe', 'Senior QA Automation Engineer', 'Interview', day(3, 14), 8, 'Austin, TX'],
  ['Arjun Mehta', 'SAP FICO Consultant', 'Screening', day(3, 12), 11, 'Edison, NJ'],
  ['Grace Okafor', 'Cloud Security Analyst', 'Offer', day(3, 3), 6, 'Remote'],
  ['Mateo García', 'React Developer', 'Applied', day(3, 18), 4, 'Miami, FL'],
  ['Li Wei', 'Data Engineer', 'Interview', day(3, 9), 7, 'Seattle, WA'],
  ['Hannah Schmidt', 'Scrum Master', 'Declined', day(2, 27), 9, 'Chicago, IL'],
  ['Samuel Adeyemi', 'DevOps Engineer', 'Hired', day(2, 20), 10, 'Dallas, TX'],
  ['Priya Raman', 'Salesforce Administrator', 'Applied', day(3, 17), 3, 'Remote'],
  ['Tomás Novak', 'Senior QA Automation Engineer', 'Screening', day(3, 11), 12, 'Raleigh, NC'],
  ['Aisha Karim', 'SAS Clinical Programmer', 'Interview', day(3, 6), 5, 'Boston, MA'],
  ['Daniel Kim', 'React Developer', 'Offer', day(3, 1), 6, 'San Jose, CA'],
  ['Olivia Brown', 'Business Analyst', 'Applied', day(3, 19), 2, 'Atlanta, GA'],
  ['Youssef Benali', 'Cloud Security Analyst', 'Screening', day(3, 15), 8, 'Remote'],
  ['Emily Chen', 'Data Engineer', 'Declined', day(2, 24), 4, 'Denver, CO'],
  ['Marcus Johnson', 'DevOps Engineer', 'Interview', day(3, 8), 9, 'Phoenix, AZ'],
  ['Sofia Rossi', 'UX Designer', 'Applied', day(3, 20), 5, 'New York, NY'],
  ['Kwame Mensah', 'SAP Basis Administrator', 'Screening', day(3, 13), 14, 'Houston, TX'],
  ['Anna Kowalska', 'Scrum Master', 'Interview', day(3, 4), 7, 'Remote'],
  ['Ravi Shankar', 'SAP FICO Consultant', 'Hired', day(2, 17), 15, 'Edison, NJ'],
  ['Chloé Martin', 'Business Analyst', 'Screening', day(3, 16), 3, 'Portland, OR'],
  ['Ibrahim Yusuf', 'Network Engineer', 'Applied', day(3, 21), 6, 'Columbus, OH'],
  ['Mei Tanaka', 'UX Designer', 'Offer', day(2, 28), 8, 'San Francisco, CA'],
  ['Lucas Silva', 'Java Developer', 'Interview', day(3, 10), 9, 'Charlotte, NC'],
  ['Fatima Zahra', 'SAS Clinical Programmer', 'Applied', day(3, 19), 4, 'Remote'],
  ['Noah Williams', 'Network Engineer', 'Declined', day(2, 22), 2, 'Detroit, MI'],
  ['Elena Petrova', 'Java Developer', 'Screening', day(3, 14), 11, 'Pittsburgh, PA'],
  ['Diego Hernández', 'Salesforce Administrator', 'Interview', day(3, 7), 6, 'San Diego, CA'],
  ['Zara Ahmed', 'Data Engineer', 'Applied', day(3, 22), 3, 'Minneapolis, MN'],
  ['Kofi Boateng', 'Java Developer', 'Applied', day(3, 22), 5, 'Remote'],
  ['Ingrid Larsen', 'Cloud Security Analyst', 'Interview', day(3, 5), 13, 'Seattle, WA'],
  ['Rahul Verma', 'SAP Basis Administrator', 'Offer', day(2, 26), 10, 'Irving, TX'],
  ['Nia Thompson', 'Business Analyst', 'Hired', day(2, 14), 7, 'Baltimore, MD'],
  ['Hiroshi Sato', 'DevOps Engineer', 'Screening', day(3, 12), 5, 'Remote'],
  ['Camila Torres', 'React Developer', 'Interview', day(3, 9), 3, 'Orlando, FL'],
  ['Ahmed Hassan', 'Network Engineer', 'Screening', day(3, 18), 8, 'Tampa, FL'],
  ['Julia Nowak', 'Senior QA Automation Engineer', 'Applied', day(3, 23), 6, 'Cleveland, OH'],
  ['Oluwaseun Bello', 'Salesforce Administrator', 'Declined', day(2, 19), 1, 'Remote'],
  ['Isabel Moreno', 'Scrum Master', 'Applied', day(3, 23), 10, 'Sacramento, CA'],
  ['Viktor Horvath', 'SAS Clinical Programmer', 'Screening', day(3, 15), 16, 'Durham, NC'],
  ['Leah Goldberg', 'UX Designer', 'Interview', day(3, 11), 6, 'Philadelphia, PA'],
  ['Emeka Obi', 'Data Engineer', 'Offer', day(3, 2), 9, 'Remote'],
  ['Sara Lindqvist', 'Java Developer', 'Declined', day(2, 25), 4, 'Salt Lake City, UT'],
  ['Pedro Alves', 'SAP FICO Consultant', 'Applied', day(3, 24), 7, 'Newark, NJ'],
  ['Ayesha Siddiqui', 'Cloud Security Analyst', 'Screening', day(3, 20), 5, 'Austin, TX'],
  ['Thomas Müller', 'DevOps Engineer', 'Applied', day(3, 24), 12, 'Remote'],
];

/** 45 applicants, in the order they were entered. */
export const applicants: Applicant[] = rows.map(
  ([name, position, stage, applied, experience, location], index) => ({
    id: `app-${String(index + 1).padStart(3, '0')}`,
    name,
    position,
    stage,
    applied,
    experience,
    location,
  }),
);

export const applicantColumns = defineColumns<Applicant>()([
  { id: 'name', header: 'Name', value: (a) => a.name, sortable: true, rowHeader: true },
  { id: 'position', header: 'Position', value: (a) => a.position, sortable: true },
  {
    id: 'stage',
    header: 'Stage',
    value: (a) => a.stage,
    cell: (a) => <Badge tone={stageTone[a.stage]}>{a.stage}</Badge>,
    sortable: true,
  },
  { id: 'applied', header: 'Applied', value: (a) => a.applied, sortable: true },
  {
    id: 'experience',
    header: 'Experience (years)',
    value: (a) => a.experience,
    sortable: true,
    numeric: true,
  },
  { id: 'location', header: 'Location', value: (a) => a.location },
]);

export interface ApplicantsQuery {
  sorting: DataTableSort | null;
  search: string;
  pageIndex: number;
  pageSize: number;
}

export interface ApplicantsPage {
  rows: Applicant[];
  total: number;
}

const collator = collatorFor('en-US');
const format = { locale: 'en-US', timeZone: 'UTC', texts: defaultDataTableTexts };

/** What the staff console's API will answer: one page, searched and sorted on the "server". */
export function queryApplicants(query: ApplicantsQuery): ApplicantsPage {
  const found = applicants.filter((applicant) =>
    [applicant.name, applicant.position, applicant.location].some((text) =>
      matchesQuery(text, query.search, format),
    ),
  );
  const column = applicantColumns.find((c) => c.id === query.sorting?.columnId);
  const sign = query.sorting?.direction === 'descending' ? -1 : 1;
  const sorted = column
    ? [...found].sort((a, b) => sign * compareValues(column.value(a), column.value(b), collator))
    : found;
  const start = query.pageIndex * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), total: found.length };
}
