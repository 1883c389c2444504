import type { ProductDetail } from './types';

export const smartHealthMonitor: ProductDetail = {
  imageAlt:
    'A wrist-worn health monitor showing a heart and a pulse line, beside a phone charting the readings.',
  highlights: [
    { value: 'Up to 7 days', label: 'on one charge' },
    { value: '4 sensors', label: 'heart, oxygen, temperature, motion' },
    { value: 'Early alerts', label: 'to carers and clinicians' },
    { value: 'HL7 FHIR', label: 'export to health records' },
  ],
  features: [
    {
      title: 'Continuous vital signs',
      text: 'Heart rate, blood oxygen and skin temperature measured day and night, not only when someone remembers.',
    },
    {
      title: 'Early-warning alerts',
      text: 'Personal thresholds raise an alert to a carer or clinician when readings drift, before they become an emergency.',
    },
    {
      title: 'Fall detection',
      text: 'A hard fall followed by no movement calls the chosen contacts automatically, with the wearer’s location.',
    },
    {
      title: 'Medication reminders',
      text: 'Gentle vibrations at dose times, confirmed with one tap so carers can see that a dose was taken.',
    },
    {
      title: 'Clinician dashboard',
      text: 'One screen with every patient’s trends and open alerts, sorted by who needs attention first.',
    },
    {
      title: 'Private by design',
      text: 'Readings are encrypted on the device and in transit, and shared only with the people the wearer approves.',
    },
  ],
  specs: {
    battery: 'Up to 7 days of continuous monitoring',
    connectivity: 'Bluetooth Low Energy 5.3, with LTE-M on the cellular model',
    sensors: 'Optical heart rate, SpO2, skin temperature and a 3-axis accelerometer',
    compatibility: 'iOS 16 and Android 11 or later; HL7 FHIR export to health records',
  },
  useCases: [
    {
      title: 'Remote patient monitoring',
      text: 'Follow patients with chronic conditions at home and bring them in only when their readings call for it.',
    },
    {
      title: 'Independent living',
      text: 'Give older people and their families peace of mind, with fall alerts and a daily check that all is well.',
    },
    {
      title: 'Recovery after surgery',
      text: 'Send patients home sooner and keep watching their recovery for the first critical weeks.',
    },
  ],
};
