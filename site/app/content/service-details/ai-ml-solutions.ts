import type { ServiceDetail } from './types';

export const aiMlSolutions: ServiceDetail = {
  intro:
    'We turn your data into models that make decisions faster and better, and we run them in production with the same care as any other critical system.',
  imageAlt:
    'A neural network of connected nodes drawn over a rising chart, feeding a dashboard of predictions.',
  overview: [
    'Most AI projects stall between a promising prototype and a system people rely on. Our teams close that gap: data engineers, machine learning engineers and domain experts work together from the first workshop to the model that runs in production every day.',
    'We start from the decision you want to improve, such as a forecast, a risk score or a document that has to be read, and measure success in your numbers, not in model accuracy alone.',
  ],
  whatWeDo: [
    {
      title: 'Predictive models',
      text: 'Demand forecasts, churn and risk scores, and pricing models trained on your history and kept current.',
    },
    {
      title: 'Language and document AI',
      text: 'Assistants, search and extraction that read contracts, claims and emails, grounded in your own content.',
    },
    {
      title: 'Computer vision',
      text: 'Inspection, counting and recognition from cameras and scans, at the edge or in the cloud.',
    },
    {
      title: 'MLOps platforms',
      text: 'Pipelines, feature stores, monitoring and retraining, so models stay accurate after go-live.',
    },
  ],
  challengesIntro:
    'The obstacles we meet most often when organisations put AI to work, and how we get past them.',
  challenges: [
    {
      title: 'Scattered data',
      challenge:
        'The data a model needs sits in many systems, in different shapes and of uneven quality.',
      solution:
        'We build governed pipelines that clean, join and document data once for every model that uses it.',
    },
    {
      title: 'Prototypes that never ship',
      challenge: 'Notebooks that impress in a demo but cannot run reliably in production.',
      solution:
        'Production engineering from day one: tests, versioned models and automated deployment.',
    },
    {
      title: 'Trust and explainability',
      challenge: 'People will not act on a score they cannot understand or challenge.',
      solution:
        'Explanations with every prediction, and interfaces designed with the people who use them.',
    },
    {
      title: 'Model drift',
      challenge: 'Accuracy quietly falls as customers, prices and markets change.',
      solution: 'Monitoring of inputs and outcomes, with alerts and scheduled retraining.',
    },
    {
      title: 'Regulation and privacy',
      challenge: 'Personal data and new AI rules make every project a compliance question.',
      solution:
        'Privacy by design, documented risk assessments and human oversight where it matters.',
    },
    {
      title: 'Unclear return',
      challenge: 'Budgets approved on hype and cancelled when the value cannot be shown.',
      solution: 'A baseline measured before we start and a business case tracked after launch.',
    },
  ],
  differentiators: [
    {
      title: 'Outcomes first',
      text: 'Every engagement starts with the decision to improve and the number that proves it.',
    },
    {
      title: 'Engineers, not only scientists',
      text: 'The people who build the model also build the system around it.',
    },
    {
      title: 'Responsible by default',
      text: 'Fairness checks, explanations and audit trails are part of every delivery.',
    },
    {
      title: 'Your IP stays yours',
      text: 'Models, code and data remain your property, in your cloud or on your servers.',
    },
  ],
  approaches: [
    'We begin with a two-week discovery: the decision, the data available and a simple baseline to beat. By the end you know whether AI is worth it, and what it will cost.',
    'A pilot then runs on real data with real users, small enough to change direction quickly and measured against the baseline we agreed.',
    'Pilots that prove their value move to production on an MLOps platform, with monitoring, retraining and a handover that leaves your team able to run and extend them.',
  ],
};
