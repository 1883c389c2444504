import type { ServiceDetail } from './types';

export const pmc: ServiceDetail = {
  intro:
    'Our project management consultants bring structure, visibility and control to complex technology programmes, so they deliver what was promised.',
  imageAlt:
    'A Gantt chart with milestones and a critical path, beside a status board showing green, amber and red projects.',
  overview: [
    'Technology programmes often fail not for technical reasons but because of unclear goals, weak governance and risks spotted too late.',
    'Our certified project and programme managers set up the plans, governance and reporting that keep complex work on track, and lead delivery alongside your teams.',
  ],
  whatWeDo: [
    {
      title: 'Programme management',
      text: 'Leadership of multi-project programmes with clear governance and benefits tracking.',
    },
    {
      title: 'Project management office',
      text: 'A PMO set up or strengthened with standards, tools and reporting.',
    },
    {
      title: 'Project recovery',
      text: 'Independent review and turnaround of projects that are off track.',
    },
    {
      title: 'Agile delivery coaching',
      text: 'Scrum, Kanban and scaled agile practices adopted at a pace that works.',
    },
  ],
  challengesIntro: 'Why projects go off course, and how we keep them on it.',
  challenges: [
    {
      title: 'Scope creep',
      challenge: 'Requirements grow until deadlines and budgets slip.',
      solution: 'Clear baselines and change control with transparent trade-offs.',
    },
    {
      title: 'Poor visibility',
      challenge: 'Leaders learn about problems only when it is too late.',
      solution: 'Honest, data-driven reporting with early warning indicators.',
    },
    {
      title: 'Unmanaged risk',
      challenge: 'Known risks are logged but never acted on.',
      solution: 'Active risk management with owners, actions and regular reviews.',
    },
    {
      title: 'Stakeholder misalignment',
      challenge: 'Different sponsors pull the project in different directions.',
      solution: 'Shared objectives, clear decision rights and regular steering.',
    },
    {
      title: 'Resource conflicts',
      challenge: 'Key people are stretched across too many projects.',
      solution: 'Portfolio-level planning and capacity management.',
    },
    {
      title: 'Benefits not realised',
      challenge: 'Projects finish but the promised value never appears.',
      solution: 'Benefits planning and tracking beyond go-live.',
    },
  ],
  differentiators: [
    {
      title: 'Certified professionals',
      text: 'PMP, PRINCE2, MSP and SAFe practitioners.',
    },
    {
      title: 'Technology background',
      text: 'Managers who understand the technical work they lead.',
    },
    {
      title: 'Independent view',
      text: 'Candid assessments without vendor bias.',
    },
    {
      title: 'Hands-on delivery',
      text: 'We lead the work, not only advise on it.',
    },
  ],
  approaches: [
    'Each engagement starts with a rapid assessment of goals, plans, risks and governance, giving sponsors an honest view of where things stand.',
    'We then put in place the right level of structure, neither too heavy nor too light, and lead delivery with regular, transparent reporting.',
    'As the work matures we build your team’s capability, leaving behind methods and tools they can use for future projects.',
  ],
};
