import type { JobReply as Job } from '@corvane/contract/client';
import { describe, expect, it } from 'vitest';
import { jobPosting, jobPostingsJsonLd } from './jobPostingJsonLd';

const job: Job = {
  _id: 'a1b2',
  title: 'Test Lead',
  employmentType: 'Full-time',
  salaryRange: '£60,000',
  location: 'Hyderabad, India',
  overview: 'Lead <testing> & quality.',
  responsibilities: ['Plan the tests'],
  qualifications: [],
  datePosted: '2025-03-15T09:30:00.000Z',
};

describe('JobPosting JSON-LD', () => {
  it('describes a job with the fields search engines need', () => {
    expect(jobPosting(job, 'https://corvane.example')).toEqual({
      '@type': 'JobPosting',
      title: 'Test Lead',
      description:
        '<p>Lead &lt;testing&gt; &amp; quality.</p><h3>Responsibilities</h3><ul><li>Plan the tests</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Corvane', value: 'a1b2' },
      datePosted: '2025-03-15',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Corvane Technologies Ltd',
        sameAs: 'https://corvane.example',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad, India' },
      },
      url: 'https://corvane.example/careers?job=a1b2',
    });
  });

  it('maps the employment types, anything else to OTHER', () => {
    const type = (employmentType: string) =>
      jobPosting({ ...job, employmentType }, '').employmentType;
    expect(['Part-time', 'Contract', 'Freelance', 'Internship', 'Seasonal'].map(type)).toEqual([
      'PART_TIME',
      'CONTRACTOR',
      'CONTRACTOR',
      'INTERN',
      'OTHER',
    ]);
  });

  it('cannot close its script element early', () => {
    const text = jobPostingsJsonLd([{ ...job, title: '</script><script>alert(1)</script>' }], '');
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)['@graph'][0].title).toBe('</script><script>alert(1)</script>');
  });
});
