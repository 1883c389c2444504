import type { StaffRoleName } from '@corvane/contract';

// The console's screens, each with the roles that may use it (decision 107): the navigation
// shows a person only the areas their role allows, and the routes refuse the others, as the
// server's calls answer 403 to them.

export interface Area {
  path: string;
  label: string;
  group: 'Hiring' | 'Admin' | 'You';
  roles: readonly StaffRoleName[];
  /** An SVG path on a 24-unit grid, drawn with a stroke. */
  icon: string;
}

export const RECRUITING: readonly StaffRoleName[] = ['recruiter', 'admin'];
export const ADMIN: readonly StaffRoleName[] = ['admin'];
export const EVERY_ROLE: readonly StaffRoleName[] = ['admin', 'recruiter', 'marketing'];

export const AREAS: readonly Area[] = [
  {
    path: '/jobs',
    label: 'Jobs',
    group: 'Hiring',
    roles: RECRUITING,
    icon: 'M4 8h16v11H4zM9 8V5h6v3',
  },
  {
    path: '/applications',
    label: 'Applications',
    group: 'Hiring',
    roles: RECRUITING,
    icon: 'M6 3h9l3 3v15H6zM9 12h6M9 16h6',
  },
  {
    path: '/accounts',
    label: 'Staff accounts',
    group: 'Admin',
    roles: ADMIN,
    icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 15c2 1 3 3 3 5',
  },
  {
    path: '/audit',
    label: 'Audit log',
    group: 'Admin',
    roles: ADMIN,
    icon: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  },
  {
    path: '/privacy',
    label: 'Personal data',
    group: 'Admin',
    roles: ADMIN,
    icon: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  },
  {
    path: '/account',
    label: 'Your account',
    group: 'You',
    roles: EVERY_ROLE,
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  },
];

export const ROLE_NAMES: Record<StaffRoleName, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  marketing: 'Marketing',
};

/** The areas `role` may use, in the navigation's order. */
export const areasFor = (role: StaffRoleName) => AREAS.filter((area) => area.roles.includes(role));
