import type { ServiceDetail } from './types';

export const businessIntelligence: ServiceDetail = {
  intro:
    'We bring your data together, make it trustworthy and put clear, timely answers in front of the people who make decisions.',
  imageAlt: 'A dashboard with bar, line and donut charts, fed by data from three databases.',
  overview: [
    'Every department has its own spreadsheets and its own version of the truth, so meetings are spent arguing about numbers instead of acting on them.',
    'Our business intelligence practice builds the data foundations, models and dashboards that give everyone the same reliable figures, and the skills to explore them on their own.',
  ],
  whatWeDo: [
    {
      title: 'Data warehouses and lakehouses',
      text: 'Modern platforms on Snowflake, BigQuery, Databricks or Microsoft Fabric, built to grow.',
    },
    {
      title: 'Data integration',
      text: 'Reliable pipelines from your ERP, CRM, finance and operational systems.',
    },
    {
      title: 'Dashboards and reporting',
      text: 'Power BI, Tableau and Looker reports designed around the questions people really ask.',
    },
    {
      title: 'Self-service analytics',
      text: 'Governed data models and training so teams can answer new questions themselves.',
    },
  ],
  challengesIntro: 'Why data rarely turns into decisions on its own, and what we do about it.',
  challenges: [
    {
      title: 'Many versions of the truth',
      challenge: 'Finance and sales report different revenue for the same month.',
      solution: 'One governed semantic layer with agreed definitions for every key measure.',
    },
    {
      title: 'Slow reports',
      challenge: 'Figures arrive weeks after month end, too late to act on.',
      solution: 'Automated pipelines that refresh daily or hourly, with no manual steps.',
    },
    {
      title: 'Poor data quality',
      challenge: 'Duplicates and gaps make people distrust every chart.',
      solution: 'Quality checks in every pipeline and clear owners for each data source.',
    },
    {
      title: 'Spreadsheet sprawl',
      challenge: 'Critical numbers live in personal files that break when someone leaves.',
      solution: 'Shared, documented models that replace fragile spreadsheets step by step.',
    },
    {
      title: 'Dashboards nobody uses',
      challenge: 'Beautiful reports that answer questions no one asked.',
      solution: 'Design that starts with each audience’s decisions and is tested with them.',
    },
    {
      title: 'Rising platform costs',
      challenge: 'Cloud data bills grow faster than the value they bring.',
      solution: 'Cost monitoring, right-sized compute and models built for efficient queries.',
    },
  ],
  differentiators: [
    {
      title: 'Business fluency',
      text: 'Consultants who speak finance, sales and operations as well as SQL.',
    },
    {
      title: 'Platform independent',
      text: 'Certified across the major warehouse and reporting tools.',
    },
    {
      title: 'Built to be owned',
      text: 'Documentation and training so your team runs the platform after we leave.',
    },
    {
      title: 'Quick first value',
      text: 'A first trusted dashboard in weeks, not at the end of a long programme.',
    },
  ],
  approaches: [
    'We start with the decisions that matter most and the data behind them, and agree definitions with the people who own each measure.',
    'The platform is then built in slices: one subject area at a time, each delivering a dashboard people use before the next begins.',
    'Finally we establish governance and a community of practice, so data quality and skills keep improving long after launch.',
  ],
};
