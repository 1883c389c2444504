import type { JobReply as Job } from '@corvane/contract/client';
import { company } from '../../content/company';

// schema.org's employmentType values (what Google's job search reads).
const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function description(job: Job): string {
  const list = (heading: string, items: string[]) =>
    items.length
      ? `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '';
  return [
    job.overview ? `<p>${escapeHtml(job.overview)}</p>` : '',
    list('Responsibilities', job.responsibilities),
    list('Qualifications', job.qualifications),
  ].join('');
}

/** One job as a schema.org JobPosting, its address being the careers page's deep link. */
export function jobPosting(job: Job, origin: string) {
  const key = (job.employmentType ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: description(job),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job._id },
    ...(job.datePosted ? { datePosted: job.datePosted.slice(0, 10) } : {}),
    employmentType: EMPLOYMENT_TYPES[key] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: company.legalName, sameAs: origin },
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location },
          },
        }
      : {}),
    url: `${origin}/careers?job=${encodeURIComponent(job._id)}`,
  };
}

/** The JSON-LD text for every listed job, safe inside a <script> element. */
export function jobPostingsJsonLd(jobs: Job[], origin: string): string {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': jobs.map((j) => jobPosting(j, origin)),
  };
  // "</script>" (or "<!--") inside a string must not end the element.
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
