import type { ServiceDetail } from './types';

export const cloudTechnologies: ServiceDetail = {
  intro:
    'We move your applications to the cloud, modernise them to make the most of it, and keep them secure, fast and affordable once they are there.',
  imageAlt:
    'A stack of servers with an arrow rising into a cloud made of blocks, beside a gauge for cost.',
  overview: [
    'The cloud promises speed and flexibility, but a move that simply copies old servers often costs more and delivers less. The value comes from choosing the right path for each application.',
    'Our certified engineers plan, migrate and run workloads on AWS, Microsoft Azure and Google Cloud, with security and cost control designed in from the first day.',
  ],
  whatWeDo: [
    {
      title: 'Cloud strategy and migration',
      text: 'Assessment of every application, a migration plan and a move with minimal downtime.',
    },
    {
      title: 'Cloud-native development',
      text: 'Containers, Kubernetes and serverless applications that scale on demand.',
    },
    {
      title: 'Platform engineering',
      text: 'Landing zones, infrastructure as code and self-service platforms for your developers.',
    },
    {
      title: 'Managed cloud and FinOps',
      text: '24/7 operations, monitoring and continuous cost optimisation.',
    },
  ],
  challengesIntro: 'Common obstacles on the way to the cloud, and how we clear them.',
  challenges: [
    {
      title: 'Unexpected bills',
      challenge: 'Costs climb after migration and nobody can say why.',
      solution: 'Tagging, budgets and monthly optimisation reviews that find and remove waste.',
    },
    {
      title: 'Legacy applications',
      challenge: 'Old systems were never designed for the cloud.',
      solution: 'A clear choice per application: rehost, re-platform, refactor or retire.',
    },
    {
      title: 'Security gaps',
      challenge: 'New services are deployed faster than they can be checked.',
      solution: 'Guardrails and policy as code that make the secure way the default.',
    },
    {
      title: 'Downtime during migration',
      challenge: 'The business cannot stop while systems move.',
      solution: 'Rehearsed cut-overs, data replication and tested rollback plans.',
    },
    {
      title: 'Skills gaps',
      challenge: 'Teams used to data centres are new to cloud operations.',
      solution: 'Pairing, training and runbooks that build your team’s confidence.',
    },
    {
      title: 'Vendor lock-in',
      challenge: 'Fear of depending on a single provider slows decisions.',
      solution: 'Portable designs and open tooling where independence really matters.',
    },
  ],
  differentiators: [
    {
      title: 'Multi-cloud certified',
      text: 'Partner-level expertise on AWS, Azure and Google Cloud.',
    },
    {
      title: 'Everything as code',
      text: 'Repeatable, reviewed infrastructure with no hand-built servers.',
    },
    {
      title: 'Cost accountability',
      text: 'Savings targets agreed up front and reported every month.',
    },
    {
      title: 'Security built in',
      text: 'Our security practice reviews every landing zone we build.',
    },
  ],
  approaches: [
    'A discovery phase maps your applications, their dependencies and costs, and produces a migration plan with a business case for each wave.',
    'We build a secure landing zone, then migrate in waves, starting with lower-risk systems to prove the approach and train your team.',
    'After migration we optimise continuously: right-sizing, modernising where it pays and running operations to agreed service levels.',
  ],
};
