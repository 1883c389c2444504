import type { ProductDetail } from './types';

export const onlineLearningPlatform: ProductDetail = {
  imageAlt:
    'A laptop and a phone showing the same online course: a video lesson with a play button, a progress bar and a quiz.',
  highlights: [
    { value: '50,000', label: 'learners online at once' },
    { value: 'LTI 1.3', label: 'connects to your existing LMS' },
    { value: 'Any device', label: 'browser, iOS and Android' },
    { value: 'WCAG 2.2 AA', label: 'accessible player and quizzes' },
  ],
  features: [
    {
      title: 'Live virtual classrooms',
      text: 'Teach in real time with breakout rooms, a shared whiteboard and recordings that appear in the course afterwards.',
    },
    {
      title: 'Self-paced courses',
      text: 'Mix video, reading, labs and discussion into courses learners can take at their own speed.',
    },
    {
      title: 'Assessments and certificates',
      text: 'Quizzes, graded assignments and proctored exams, with certificates issued as soon as a learner passes.',
    },
    {
      title: 'Learning analytics',
      text: 'See who is progressing, who is stuck and which lessons lose people, for one class or the whole organisation.',
    },
    {
      title: 'Offline mobile apps',
      text: 'Learners download lessons on Wi-Fi and keep studying on the train; progress syncs when they are back online.',
    },
    {
      title: 'Course authoring',
      text: 'Build and update courses in the browser, reuse lessons across programmes and publish in one click.',
    },
  ],
  specs: {
    hosting: 'Managed cloud in UK or EU data centres, or on your own servers',
    userCapacity: 'Up to 50,000 concurrent learners per tenant',
    storage: '1 TB of course media included, expandable on request',
    integration: 'SAML and OpenID Connect single sign-on, LTI 1.3, SCORM and a REST API',
  },
  useCases: [
    {
      title: 'Corporate training',
      text: 'Onboard new starters, run compliance courses and track completion across every office.',
    },
    {
      title: 'Universities and colleges',
      text: 'Deliver blended and fully online degrees beside the student records system you already run.',
    },
    {
      title: 'Professional certification',
      text: 'Sell courses, run secure exams and issue verifiable certificates to members worldwide.',
    },
  ],
};
