// The dialogs render to a string in Node: no browser globals during render or at import.
// Portalled dialog content only appears in the browser. (The cookie banner: ssr-cookie-banner.)
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  JobApplicationDialog,
  JobDetailsDialog,
} from '../src';

const job = {
  _id: 'job-1',
  title: 'Cloud Platform Engineer',
  employmentType: 'Contract',
  salaryRange: '$80 - $95 per hour',
  location: 'Toronto, Canada',
  overview: 'Move 40 services to Kubernetes.',
  responsibilities: ['Migrate services'],
  qualifications: ['Kubernetes'],
};
const noop = () => {};
const submit = async () => undefined;

const cases: Array<[string, ReactElement, RegExp]> = [
  [
    'Dialog: the trigger renders, the closed content does not',
    <Dialog>
      <DialogTrigger>Book a call</DialogTrigger>
      <DialogContent>
        <DialogTitle>Book a call</DialogTitle>
      </DialogContent>
    </Dialog>,
    /^<button type="button" aria-haspopup="dialog" aria-expanded="false"[^>]*>Book a call<\/button>$/,
  ],
  [
    'Dialog opened: the portal waits for the browser',
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Book a call</DialogTitle>
      </DialogContent>
    </Dialog>,
    /^$/,
  ],
  [
    'JobDetailsDialog, open',
    <JobDetailsDialog job={job} open onOpenChange={noop} onApply={noop} />,
    /^$/,
  ],
  [
    'JobDetailsDialog, no job',
    <JobDetailsDialog job={null} open={false} onOpenChange={noop} />,
    /^$/,
  ],
  [
    'JobApplicationDialog, open',
    <JobApplicationDialog job={job} open onOpenChange={noop} onSubmit={submit} />,
    /^$/,
  ],
];

describe('server rendering: dialogs', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it.each(cases)('%s', (_name, element, expected) => {
    expect(renderToString(element)).toMatch(expected);
  });
});
