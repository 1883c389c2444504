import type { ServiceDetail } from './types';

export const healthcare: ServiceDetail = {
  intro:
    'We build and integrate the software that clinicians, patients and health administrators rely on, safely, accessibly and within the rules of the sector.',
  imageAlt:
    'A heartbeat line running from a hospital building to a tablet showing a patient record and an appointment calendar.',
  overview: [
    'Healthcare runs on information: records, results, referrals and appointments that must reach the right person at the right moment. Too often they are trapped in systems that do not talk to each other.',
    'Our healthcare team combines engineers with people who have worked in hospitals and clinics. We deliver patient-facing apps, clinical tools and integrations that respect privacy law and clinical safety standards.',
  ],
  whatWeDo: [
    {
      title: 'Interoperability',
      text: 'HL7, FHIR and DICOM integrations that connect records, labs, imaging and pharmacy systems.',
    },
    {
      title: 'Patient apps and portals',
      text: 'Booking, messaging, results and remote consultations, accessible to every patient.',
    },
    {
      title: 'Clinical workflow tools',
      text: 'Digital forms, task lists and decision support that save clinicians time at the bedside.',
    },
    {
      title: 'Health data platforms',
      text: 'Secure data platforms for population health, research and operational planning.',
    },
  ],
  challengesIntro:
    'What stands between health organisations and better digital care, and how we help.',
  challenges: [
    {
      title: 'Systems that do not connect',
      challenge: 'Clinicians re-type information between systems and records go out of date.',
      solution:
        'Standards-based integrations so data is entered once and flows where it is needed.',
    },
    {
      title: 'Strict privacy rules',
      challenge: 'Patient data is among the most sensitive there is and heavily regulated.',
      solution:
        'Privacy impact assessments, encryption and access auditing built in from the start.',
    },
    {
      title: 'Clinical safety',
      challenge: 'A software fault can affect a diagnosis or a treatment.',
      solution:
        'Clinical risk management to recognised standards, with a clinical safety officer on the team.',
    },
    {
      title: 'Busy staff',
      challenge: 'Clinicians have no time to learn tools that slow them down.',
      solution:
        'Design with clinicians in the room and workflows tested on the ward before rollout.',
    },
    {
      title: 'Digital exclusion',
      challenge: 'Some patients struggle with apps because of age, disability or access.',
      solution: 'Accessible design, plain language and assisted options for every digital service.',
    },
    {
      title: 'Legacy platforms',
      challenge: 'Critical systems are decades old and risky to replace.',
      solution:
        'Gradual modernisation that wraps, then replaces, old systems without stopping care.',
    },
  ],
  differentiators: [
    {
      title: 'Clinical insight',
      text: 'Former clinicians and health informaticians work in every delivery team.',
    },
    {
      title: 'Standards fluency',
      text: 'Deep experience with HL7 v2, FHIR, DICOM and SNOMED CT.',
    },
    {
      title: 'Safety and privacy first',
      text: 'Clinical risk and data protection are managed as part of delivery, not after it.',
    },
    {
      title: 'Accessible by design',
      text: 'Services that meet WCAG 2.2 AA, because patients of every ability depend on them.',
    },
  ],
  approaches: [
    'We spend time where care happens, with clinicians, administrators and patients, to understand the work before we change the software.',
    'Solutions are built in short releases and tested with real users, with clinical safety reviews at each step.',
    'After go-live we support, monitor and improve the service, and train your own teams to own it for the long term.',
  ],
};
