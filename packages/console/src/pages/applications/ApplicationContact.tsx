import type { StaffApplication } from '@corvane/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';

/** A phone number as a `tel:` address: its digits and a leading plus. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** How to reach the applicant, and what they applied for and when. */
export function ApplicationContact({ application }: { application: StaffApplication }) {
  return (
    <dl className="console-facts">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${application.email}`}>{application.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={telOf(application.phone)}>{application.phone}</a>
      </dd>
      <dt>Visa status</dt>
      <dd>{application.visaStatus}</dd>
      <dt>Job applied for</dt>
      <dd>
        <Link to={`/jobs/${application.jobId}`}>{application.jobTitle}</Link>
      </dd>
      <dt>Received</dt>
      <dd>
        <time dateTime={application.receivedAt}>{formatDateTime(application.receivedAt)}</time>
      </dd>
    </dl>
  );
}
