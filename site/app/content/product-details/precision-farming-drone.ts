import type { ProductDetail } from './types';

export const precisionFarmingDrone: ProductDetail = {
  imageAlt:
    'A four-rotor drone flying over rows of crops, its camera scanning a field marked in green, amber and red by crop health.',
  highlights: [
    { value: 'Up to 45 min', label: 'flight time per battery' },
    { value: '5 km', label: 'control range' },
    { value: '5 bands', label: 'multispectral imaging' },
    { value: 'Same day', label: 'crop-health maps' },
  ],
  features: [
    {
      title: 'Automated flight planning',
      text: 'Draw the field boundary once; the drone plans the route, altitude and overlap and flies it on its own.',
    },
    {
      title: 'Multispectral imaging',
      text: 'Five spectral bands reveal stress, disease and water shortage days before the eye can see them.',
    },
    {
      title: 'Crop-health maps',
      text: 'NDVI and other vegetation indices stitched into one map of the field, zone by zone.',
    },
    {
      title: 'Variable-rate prescriptions',
      text: 'Turn a map into a prescription file your sprayer or spreader can follow, so inputs go only where they help.',
    },
    {
      title: 'Obstacle avoidance',
      text: 'Forward and downward sensors keep clear of trees, power lines and buildings at the field edge.',
    },
    {
      title: 'Works offline',
      text: 'Plan and fly without mobile coverage; maps are processed once the tablet is back online.',
    },
  ],
  specs: {
    flightTime: 'Up to 45 minutes',
    range: '5 km',
    camera: '20 MP RGB camera with a 5-band multispectral sensor',
    software: 'Corvane Field app: flight planning, NDVI maps and prescription export',
  },
  useCases: [
    {
      title: 'Crop scouting',
      text: 'Survey hundreds of hectares in a morning and walk straight to the patches that need attention.',
    },
    {
      title: 'Targeted spraying and feeding',
      text: 'Apply fertiliser and crop protection only where the map shows a need, cutting cost and run-off.',
    },
    {
      title: 'Drainage and yield planning',
      text: 'Find waterlogged ground and compare seasons to plan drainage, rotations and next year’s seed.',
    },
  ],
};
