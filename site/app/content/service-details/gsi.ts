import type { ServiceDetail } from './types';

export const gsi: ServiceDetail = {
  intro:
    'As your global system integrator we bring platforms, vendors and teams together across borders, and take responsibility for the whole working result.',
  imageAlt: 'A globe circled by an orbit of connected systems spread over several continents.',
  overview: [
    'Large transformations involve many products, suppliers and teams in different countries. Without one party responsible for how everything fits together, gaps appear between contracts and no one owns the outcome.',
    'As a global system integrator, Corvane designs the end-to-end architecture, coordinates vendors and delivery teams, and integrates every component into a system that works as one.',
    'Our delivery centres in the UK, USA, Canada, Australia and India provide round-the-clock capacity, with local leadership close to each of your business units.',
  ],
  whatWeDo: [
    {
      title: 'Enterprise architecture',
      text: 'Target architectures and roadmaps that connect business goals to technology choices.',
    },
    {
      title: 'Systems integration',
      text: 'APIs, middleware and data flows that join applications into end-to-end processes.',
    },
    {
      title: 'Multi-vendor management',
      text: 'One point of accountability for suppliers, contracts and delivery.',
    },
    {
      title: 'Global delivery',
      text: 'Follow-the-sun teams for build, test, rollout and support across regions.',
    },
  ],
  challengesIntro:
    'What makes large, multi-country programmes hard, and how an integrator that owns the whole result helps.',
  challenges: [
    {
      title: 'Fragmented suppliers',
      challenge: 'Each vendor delivers its part, but nobody owns the whole.',
      solution: 'A single integrator accountable for end-to-end outcomes.',
    },
    {
      title: 'Incompatible systems',
      challenge: 'Applications from different eras and vendors cannot share data.',
      solution: 'An integration layer of APIs and events with agreed data standards.',
    },
    {
      title: 'Regional differences',
      challenge: 'Each country has its own rules, languages and ways of working.',
      solution: 'A global template with controlled local variations.',
    },
    {
      title: 'Time zones',
      challenge: 'Distributed teams lose days waiting for each other.',
      solution: 'Follow-the-sun planning with clear handovers between regions.',
    },
    {
      title: 'Governance complexity',
      challenge: 'Decisions stall between many committees and stakeholders.',
      solution: 'A simple governance model with clear decision rights and escalation.',
    },
    {
      title: 'Integration testing',
      challenge: 'Components work alone but fail when combined.',
      solution: 'End-to-end test environments and automated integration testing.',
    },
  ],
  differentiators: [
    {
      title: 'End-to-end accountability',
      text: 'We answer for the whole solution, not just our part of it.',
    },
    {
      title: 'Global footprint',
      text: 'Delivery centres on four continents, with local leadership.',
    },
    {
      title: 'Vendor neutral',
      text: 'We choose and integrate the best products for you, whoever makes them.',
    },
    {
      title: 'Proven methods',
      text: 'Integration frameworks refined on programmes since 2008.',
    },
  ],
  approaches: [
    'We begin by mapping your current landscape, suppliers and goals, and agree a target architecture and an integration strategy with your leadership.',
    'A programme structure follows, with governance, roles and a plan that sequences vendors and releases to reduce risk and deliver value early.',
    'Delivery runs from our global centres, with integration and end-to-end testing at every release so problems surface long before go-live.',
    'After rollout we operate and improve the integrated platform under service levels that cover the whole system, not each piece separately.',
  ],
};
