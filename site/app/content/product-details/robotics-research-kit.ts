import type { ProductDetail } from './types';

export const roboticsResearchKit: ProductDetail = {
  imageAlt:
    'A modular robot with a jointed arm and a camera head on a wheeled base, surrounded by its interchangeable sensor modules.',
  highlights: [
    { value: 'Cortex-A72', label: 'dual core with a neural processing unit' },
    { value: 'Up to 8 hours', label: 'battery life' },
    { value: 'Wi-Fi 6', label: 'plus Bluetooth 5.2, Ethernet, optional 5G' },
    { value: 'ROS', label: 'Python, C++ or visual programming' },
  ],
  features: [
    {
      title: 'Modular hardware',
      text: 'Arms, grippers, wheels and sensor heads click together, so one kit becomes many robots.',
    },
    {
      title: 'Sensor array',
      text: 'Depth camera, lidar, inertial unit, microphones and touch sensors, all calibrated out of the box.',
    },
    {
      title: 'Servo motors',
      text: 'Smart servos report position, speed, load and temperature for precise, repeatable motion.',
    },
    {
      title: 'Computer vision',
      text: 'Object detection, tracking and pose estimation running on the on-board neural processing unit.',
    },
    {
      title: 'Machine learning',
      text: 'Train models on a workstation and deploy them to the robot, or learn on the device itself.',
    },
    {
      title: 'Open-source platform',
      text: 'Open hardware designs, an open software stack and a community library of examples to build on.',
    },
  ],
  specs: {
    processor: 'Dual-core ARM Cortex-A72 with a neural processing unit (NPU)',
    battery: 'Up to 8 hours',
    connectivity: 'Wi-Fi 6, Bluetooth 5.2, Ethernet and optional 5G',
    programming: 'Python, C++, ROS and a visual interface',
  },
  useCases: [
    {
      title: 'Academic Research',
      text: 'A reliable platform for papers in manipulation, navigation and human-robot interaction.',
    },
    {
      title: 'Industrial Prototyping',
      text: 'Test automation ideas on real hardware before committing to a production cell.',
    },
    {
      title: 'STEM Education',
      text: 'From visual blocks in the classroom to ROS in the lab, with one kit that grows with the students.',
    },
  ],
};
