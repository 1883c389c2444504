// Checkbox, RadioGroup, MarkdownField, Stat and AppShell render to a string in Node: no browser
// globals during render or at import, and the markup carries its names, descriptions and states
// (and the shell its landmarks and skip link) before any script runs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppShell, Checkbox, MarkdownField, RadioGroup, Stat, StatGroup } from '../src';

const neverCalled = vi.fn(() => 'rendered');

const cases: Array<[string, ReactElement, RegExp]> = [
  [
    'Checkbox: the box, then its label, hint and error tied to it',
    <Checkbox
      id="consent"
      name="consent"
      label="The candidate agreed that we share their resume"
      hint="Ask them by email first."
      error="Confirm the candidate agreed"
      required
    />,
    /<input type="checkbox" id="consent" class="cv-checkbox__input" aria-describedby="consent-hint consent-error" aria-invalid="true"[^>]*required=""[^>]*name="consent"\/>.*<label for="consent" class="cv-checkbox__label">The candidate agreed that we share their resume<\/label>.*id="consent-hint".*Ask them by email first\..*id="consent-error".*Error:(<!-- -->)? <\/span>Confirm the candidate agreed/s,
  ],
  [
    'Checkbox controlled and checked',
    <Checkbox label="Email me a digest" checked onCheckedChange={() => {}} />,
    /<input type="checkbox"[^>]*checked=""/,
  ],
  [
    'RadioGroup: a fieldset named by its legend, described by hint and error, options invalid',
    <RadioGroup
      id="format"
      name="format"
      legend="Interview format"
      hint="We send the details."
      error="Choose how the interview will take place"
      required
      defaultValue="phone"
      options={[
        { value: 'video', label: 'Video call' },
        { value: 'phone', label: 'Phone call' },
      ]}
    />,
    /<fieldset id="format" class="cv-radio-group cv-radio-group--vertical cv-radio-group--invalid" aria-describedby="format-hint format-error"><legend class="cv-radio-group__legend">Interview format.*<input type="radio" id="format-video"[^>]*required="" aria-invalid="true" name="format" value="video"\/><label for="format-video"[^>]*>Video call<\/label>.*<input type="radio" id="format-phone"[^>]*checked="" value="phone"/s,
  ],
  [
    'MarkdownField: the label names the text area and the tab list; the preview waits for a click',
    <MarkdownField
      id="body"
      label="Newsletter body"
      defaultValue="# June"
      renderPreview={neverCalled}
      showCount
    />,
    /<label id="body-label" for="body" class="cv-field__label">Newsletter body<\/label>.*role="tablist" aria-orientation="horizontal"[^>]*aria-labelledby="body-label".*Write.*Preview.*<textarea rows="10"[^>]*id="body"[^>]*aria-describedby="body-count">.*# June<\/textarea>.*6 characters.*role="tabpanel"[^>]*hidden=""/s,
  ],
  [
    'Stat alone: one term and its descriptions, the change in words',
    <Stat
      label="Applications"
      value={1284}
      change={0.12}
      comparison="on the previous 30 days"
      goodDirection="up"
    />,
    /^<dl class="cv-stat"><dt class="cv-stat__label">Applications<\/dt><dd class="cv-stat__value"><data value="1284">1,284<\/data><\/dd><dd class="cv-stat__change cv-stat__change--good"><svg[^>]*aria-hidden="true".*<span>Up 12% on the previous 30 days<\/span><\/dd><\/dl>$/s,
  ],
  [
    'Stat loading: busy, a placeholder hidden from screen readers, words in its place',
    <Stat label="Applications" loading change={0.12} />,
    /^<dl class="cv-stat" aria-busy="true">.*aria-hidden="true" class="cv-skeleton cv-skeleton--rect cv-stat__placeholder".*Loading\.\.\..*<\/dd><\/dl>$/s,
  ],
  [
    'StatGroup: one list, each stat a group of it',
    <StatGroup>
      <Stat label="Open jobs" value={37} />
      <Stat
        label="Placement fees"
        value={1240000}
        formatOptions={{ style: 'currency', currency: 'USD', notation: 'compact' }}
      />
    </StatGroup>,
    /^<dl class="cv-stat-group"><div class="cv-stat"><dt[^>]*>Open jobs<\/dt>.*<div class="cv-stat"><dt[^>]*>Placement fees<\/dt><dd[^>]*><data value="1240000">\$1\.2M<\/data>/s,
  ],
  [
    'AppShell: the skip link first, the landmarks, the current page, the closed menu',
    <AppShell
      productName="Corvane Console"
      currentHref="/jobs"
      mainId="content"
      user={{ name: 'Priya Raman', role: 'Recruiter' }}
      navigation={[
        {
          heading: 'Hiring',
          items: [
            { href: '/jobs', label: 'Jobs' },
            { href: '/applications', label: 'Applications' },
          ],
        },
      ]}
    >
      <h1>Jobs</h1>
    </AppShell>,
    /^<div class="cv-app-shell"><header class="cv-app-shell__header"><a class="cv-app-shell__skip" href="#content">Skip to main content<\/a><button type="button" class="cv-app-shell__menu-button" aria-expanded="false" aria-controls="([^"]+)">.*Menu.*<a href="\/" class="cv-app-shell__product"><span class="cv-app-shell__product-name">Corvane Console<\/span><\/a>.*aria-hidden="true">PR<\/span>.*Priya Raman.*Recruiter.*<nav id="\1" aria-label="Main" class="cv-app-shell__nav" data-state="closed">.*<h2 id="[^"]+" class="cv-app-shell__group-heading">Hiring<\/h2><ul class="cv-app-shell__list" aria-labelledby="[^"]+"><li><a href="\/jobs" class="cv-app-shell__link" aria-current="page">.*<a href="\/applications" class="cv-app-shell__link">.*<main id="content" tabindex="-1" class="cv-app-shell__main">.*<h1>Jobs<\/h1>/s,
  ],
];

describe('server rendering: Checkbox, RadioGroup, MarkdownField, Stat, AppShell', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each(cases)('%s', (_name, element, expected) => {
    expect(renderToString(element)).toMatch(expected);
  });

  it('never calls the preview renderer on the server', () => {
    expect(neverCalled).not.toHaveBeenCalled();
  });
});
