// Every component renders to a string in Node: no browser globals during render or at import.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Button } from '../src';

const cases: Array<[string, ReactElement, RegExp]> = [
  [
    'Button',
    <Button>Get Started</Button>,
    /<button type="button" class="cv-button[^"]*"[^>]*>.*Get Started/,
  ],
  [
    'Button as a link',
    <Button href="/careers">Careers</Button>,
    /<a class="cv-button[^"]*" href="\/careers"/,
  ],
  [
    'Accordion, open section rendered with its content',
    <Accordion headingLevel={2} defaultValue={['a']}>
      <AccordionItem value="a">
        <AccordionTrigger>Overview</AccordionTrigger>
        <AccordionContent>First section</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>Eligibility</AccordionTrigger>
        <AccordionContent>Second section</AccordionContent>
      </AccordionItem>
    </Accordion>,
    /<h2[^>]*>.*aria-expanded="true".*Overview.*First section.*<h2[^>]*>.*aria-expanded="false".*Eligibility/s,
  ],
];

describe('server rendering', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each(cases)('%s', (_name, element, expected) => {
    expect(renderToString(element)).toMatch(expected);
  });
});
