/** The About section (spec 2.5): three panels, hero, foundation, distinction. */
export interface AboutFeature {
  id: string;
  title: string;
  description: string;
}

export interface AboutPillar {
  id: 'mission' | 'vision' | 'values';
  title: string;
  description: string;
}

export const aboutPanels = {
  hero: {
    label: 'Who we are',
    heading: 'About Corvane',
    intro:
      'Founded in the UK in 2008, Corvane has grown into a global partner for technology and talent. For 15+ years we have built software, secured systems and found the people that make both work.',
    stats: [
      { value: '2008', label: 'founded in the UK' },
      { value: '15+', label: 'years of experience' },
      { value: '1100+', label: 'engineers worldwide' },
    ],
  },
  foundation: {
    label: 'Our foundation',
    heading: 'What drives us',
    pillars: [
      {
        id: 'mission',
        title: 'Mission',
        description:
          'To give every client the technology and the people they need, delivered with honesty and craft.',
      },
      {
        id: 'vision',
        title: 'Vision',
        description:
          'A world where organisations of any size can use the best of modern technology without the risk.',
      },
      {
        id: 'values',
        title: 'Values',
        description:
          'Say what we will do, then do it. Share what we know. Treat every placement as a career, not a seat.',
      },
    ] satisfies AboutPillar[],
  },
  distinction: {
    label: 'What sets us apart',
    heading: 'Why clients stay',
    features: [
      {
        id: 'people',
        title: 'People first',
        description:
          'Engineers who are vetted, supported and kept learning, so they stay on your project.',
      },
      {
        id: 'global',
        title: 'Global reach, local care',
        description:
          'Offices on four continents, and one accountable contact for you wherever the work happens.',
      },
      {
        id: 'quality',
        title: 'Quality you can measure',
        description:
          'Agreed service levels, transparent reporting and testing from the first line of code.',
      },
    ] satisfies AboutFeature[],
  },
};
