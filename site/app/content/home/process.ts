/** "How we work": the section after the hero (spec 2.4 cut its content; four steps, ours). */
export interface ProcessStep {
  id: string;
  title: string;
  summary: string;
  points: string[];
}

export const processIntro = {
  eyebrow: 'How we work',
  heading: 'From first call to lasting results',
  intro:
    'Every engagement, from a single contractor to a full delivery team, follows the same four steps.',
};

export const processSteps: ProcessStep[] = [
  {
    id: 'listen',
    title: 'Listen',
    summary: 'We start with your goals, constraints and the people who will live with the result.',
    points: ['A discovery call within two working days', 'A written summary you can correct'],
  },
  {
    id: 'plan',
    title: 'Plan',
    summary: 'A clear proposal: scope, team, milestones and the risks we see, in plain words.',
    points: ['Fixed-price or time-and-materials', 'Named people, not anonymous seats'],
  },
  {
    id: 'deliver',
    title: 'Deliver',
    summary: 'Short iterations with working results you can see, test and steer every fortnight.',
    points: ['Demos every two weeks', 'Quality checks built in, not bolted on'],
  },
  {
    id: 'support',
    title: 'Support',
    summary: 'We stay on after launch to run, improve and hand over, at the pace that suits you.',
    points: ['Service levels that fit your hours', 'Knowledge transfer to your own team'],
  },
];
