/** The product showcase (spec 2.8, 2.16). Ids 1-7 follow the route table's order. */
export interface Product {
  id: number;
  slug: string;
  name: string;
  category: string;
  description: string;
}

export const products: Product[] = [
  {
    id: 1,
    slug: 'online-learning-platform',
    name: 'Online Learning Platform',
    category: 'Education',
    description: 'Courses, live classes and assessments for schools and companies, on any device.',
  },
  {
    id: 2,
    slug: 'smart-health-monitor',
    name: 'Smart Health Monitor',
    category: 'Healthcare',
    description:
      'A wearable that tracks vital signs for a week on one charge and alerts carers early.',
  },
  {
    id: 3,
    slug: 'precision-farming-drone',
    name: 'Precision Farming Drone',
    category: 'Agriculture',
    description: 'Maps crop health field by field so growers treat only what needs treating.',
  },
  {
    id: 4,
    slug: 'ai-chatbot-assistant',
    name: 'AI Chatbot Assistant',
    category: 'Business Automation',
    description: 'Answers customers in over 40 languages and hands hard questions to your team.',
  },
  {
    id: 5,
    slug: 'cloud-security-suite',
    name: 'Cloud Security Suite',
    category: 'Cybersecurity',
    description: 'One view of posture, identities and compliance across every cloud you use.',
  },
  {
    id: 6,
    slug: 'cyber-threat-analyzer',
    name: 'Cyber Threat Analyzer',
    category: 'SECURITY SOLUTION',
    description: 'Detects and contains threats in real time across up to 100,000 endpoints.',
  },
  {
    id: 7,
    slug: 'robotics-research-kit',
    name: 'Robotics Research Kit',
    category: 'RESEARCH EQUIPMENT',
    description:
      'Modular robot hardware with vision and machine learning, ready for the lab or the classroom.',
  },
];

export function findProduct(slug: string | undefined): Product | undefined {
  const wanted = slug?.toLowerCase();
  return products.find((product) => product.slug === wanted);
}
