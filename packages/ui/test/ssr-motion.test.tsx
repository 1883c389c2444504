// The motion components render to a string in Node: no browser globals during render or import,
// and the first state is complete HTML before any script runs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../src/components/Accordion';
import { Carousel, CarouselSlide } from '../src/components/Carousel';
import { FlipCard } from '../src/components/FlipCard';
import { Marquee, MarqueeControl } from '../src/components/Marquee';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../src/components/Tabs';

const cases: Array<[string, ReactElement, RegExp]> = [
  [
    'Carousel: the first slide complete and active, labelled, with pause first',
    <Carousel
      label="Our services"
      slides={[
        { title: 'Web Development', content: <h2>Web Development Innovation</h2> },
        { title: 'AI Hub', content: <h2>AI Hub Innovation</h2> },
      ]}
    />,
    /<section aria-roledescription="carousel" aria-label="Our services"[^>]*>.*<button type="button"[^>]*>.*Pause slide rotation.*role="tablist".*aria-selected="true"[^>]*>.*Web Development.*role="tabpanel"[^>]*aria-roledescription="slide" aria-label="1 of 2"[^>]*data-active="true"[^>]*><h2>Web Development Innovation<\/h2>/s,
  ],
  [
    'Carousel with slides as children, starting at a given slide',
    <Carousel defaultIndex={1}>
      <CarouselSlide title="United States">Herndon, VA</CarouselSlide>
      <CarouselSlide title="United Kingdom">Melton Mowbray</CarouselSlide>
    </Carousel>,
    /aria-label="2 of 2"[^>]*data-active="true"[^>]*>Melton Mowbray/,
  ],
  [
    'FlipCard: both faces and the flip button',
    <FlipCard title="Canada" front={<p>Mississauga, ON</p>} back="Mississauga, ON, Canada" />,
    /<h3[^>]*>Canada<\/h3><p>Mississauga, ON<\/p>.*<address[^>]*>Mississauga, ON, Canada<\/address>.*<button type="button"[^>]*aria-pressed="false"[^>]*>Show address/s,
  ],
  [
    'Tabs: the default tab selected and exactly one panel',
    <Tabs defaultValue="overview" syncWithHash>
      <TabsList aria-label="About this service" sticky>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="whatWeDo" tone="emerald">
          What We Do
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">First panel</TabsContent>
      <TabsContent value="whatWeDo">Second panel</TabsContent>
    </Tabs>,
    /role="tab" aria-selected="true"[^>]*>Overview<\/button>.*role="tab" aria-selected="false"[^>]*>What We Do<\/button>.*role="tabpanel"[^>]*>First panel<\/div>(?!.*Second panel)/s,
  ],
  [
    'Tabs: one Tab stop before any script runs, the selected tab, not the list',
    <Tabs defaultValue="whatWeDo">
      <TabsList aria-label="About this service">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="whatWeDo">What We Do</TabsTrigger>
      </TabsList>
      <TabsContent value="whatWeDo">Second panel</TabsContent>
    </Tabs>,
    /role="tablist"(?![^>]*tabindex="0")[^>]*>.*aria-selected="false"[^>]*tabindex="-1"[^>]*>Overview<.*aria-selected="true"[^>]*tabindex="0"[^>]*>What We Do</s,
  ],
  [
    'Tabs with forceMount: every panel in the HTML, the unselected ones hidden',
    <Tabs defaultValue="overview">
      <TabsList aria-label="Cookie statement">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="details">Cookie Details</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" forceMount>
        First panel
      </TabsContent>
      <TabsContent value="details" forceMount>
        Second panel
      </TabsContent>
    </Tabs>,
    /role="tabpanel"(?![^>]*hidden)[^>]*>First panel<\/div><div[^>]*role="tabpanel"[^>]*hidden=""[^>]*>Second panel/s,
  ],
  [
    'Marquee: the items once for assistive technology, copies hidden and inert',
    <Marquee label="Trusted by">
      <span>Northwind</span>
      <span>Bluepeak</span>
    </Marquee>,
    /Pause scrolling.*<ul[^>]*aria-label="Trusted by"[^>]*><li[^>]*><span>Northwind<\/span>.*<ul[^>]*aria-hidden="true" inert=""/s,
  ],
  [
    'MarqueeControl: a button whose name says what it does, with no pressed state',
    <MarqueeControl
      paused={false}
      onPausedChange={() => {}}
      pauseLabel="Pause logos"
      playLabel="Play logos"
      showLabel
    />,
    /^<button type="button" class="cv-marquee__control cv-marquee__control--labelled"><svg[^>]*aria-hidden="true".*<\/svg><span>Pause logos<\/span><\/button>$/s,
  ],
  [
    'Accordion: closed sections still in the HTML, plus the show-all control',
    <Accordion defaultValue={['a']} showAllControl>
      <AccordionItem value="a">
        <AccordionTrigger>Overview</AccordionTrigger>
        <AccordionContent>First section</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>Eligibility</AccordionTrigger>
        <AccordionContent>Second section</AccordionContent>
      </AccordionItem>
    </Accordion>,
    /<button type="button"[^>]*aria-expanded="false"[^>]*>Show all sections<\/button>.*First section.*<button[^>]*aria-controls="([^"]+)"[^>]*aria-expanded="false"[^>]*>.*<div[^>]*id="\1"[^>]*hidden=""[^>]*>.*Second section/s,
  ],
  [
    'Accordion: no open or close motion before the page is live',
    <Accordion defaultValue={['a']}>
      <AccordionItem value="a">
        <AccordionTrigger>Overview</AccordionTrigger>
        <AccordionContent>First section</AccordionContent>
      </AccordionItem>
    </Accordion>,
    /^(?![\s\S]*data-motion)<div class="cv-accordion"/,
  ],
];

describe('server rendering of the motion components', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each(cases)('%s', (_name, element, expected) => {
    expect(renderToString(element)).toMatch(expected);
  });
});
