import type { ServiceDetail } from './types';

export const webDevelopment: ServiceDetail = {
  intro:
    'We design and build websites and web applications that load fast, work for everyone and grow with your business.',
  imageAlt:
    'A browser window with a page layout taking shape, next to a phone showing the same page and a panel of code.',
  overview: [
    'Your website is often the first thing customers, candidates and investors see. A slow, hard-to-use site costs you business before anyone talks to you.',
    'Our product designers and engineers build fast, accessible, secure web experiences, from marketing sites to complex portals and web applications, and support them after launch.',
  ],
  whatWeDo: [
    {
      title: 'Web applications',
      text: 'Portals, dashboards and customer self-service built with React, TypeScript and modern back ends.',
    },
    {
      title: 'Corporate and marketing sites',
      text: 'Fast, search-friendly sites with a content system your team enjoys using.',
    },
    {
      title: 'E-commerce',
      text: 'Online stores and checkout journeys that convert, integrated with stock and payments.',
    },
    {
      title: 'Design systems',
      text: 'Reusable, accessible components that keep every product consistent.',
    },
  ],
  challengesIntro: 'The problems that hold websites back, and the way we solve them.',
  challenges: [
    {
      title: 'Slow pages',
      challenge: 'Visitors leave before heavy pages finish loading on a phone.',
      solution: 'Performance budgets, prerendering and lean code, measured on every release.',
    },
    {
      title: 'Inaccessible experiences',
      challenge: 'Many people cannot use sites that ignore keyboards and screen readers.',
      solution: 'WCAG 2.2 AA built in and tested with assistive technology.',
    },
    {
      title: 'Hard-to-change sites',
      challenge: 'Every small change needs a developer and a long wait.',
      solution: 'Structured content and components so your team edits safely on its own.',
    },
    {
      title: 'Security threats',
      challenge: 'Websites are constantly probed for weaknesses.',
      solution: 'Secure defaults, dependency updates and regular penetration tests.',
    },
    {
      title: 'Inconsistent brand',
      challenge: 'Different teams build pages that look and behave differently.',
      solution: 'A shared design system that makes consistency the easy path.',
    },
    {
      title: 'Poor search visibility',
      challenge: 'Good content goes unseen because search engines cannot read it well.',
      solution: 'Technical SEO, structured data and content that answers real questions.',
    },
  ],
  differentiators: [
    {
      title: 'Performance obsessed',
      text: 'Every page we ship meets agreed speed budgets on mid-range phones.',
    },
    {
      title: 'Accessibility experts',
      text: 'Accessibility is in our definition of done, not an extra.',
    },
    {
      title: 'Design and engineering together',
      text: 'Designers and developers work as one team from the first sketch.',
    },
    {
      title: 'Long-term partners',
      text: 'We support and improve what we build, for as long as you need.',
    },
  ],
  approaches: [
    'We begin with research: your users, your goals and what your current site does well or badly, so every decision has a reason.',
    'Design and development proceed in short sprints with working software to review every two weeks, tested on real devices and with assistive technology.',
    'After launch we measure speed, search and conversions, and keep improving the site in small, safe releases.',
  ],
};
