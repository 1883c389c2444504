export type BadgeTone =
  | 'neutral'
  | 'success'
  | 'danger'
  | 'info'
  | 'full-time'
  | 'part-time'
  | 'contract'
  | 'freelance'
  | 'internship';

const employmentTones: Record<string, BadgeTone> = {
  fulltime: 'full-time',
  parttime: 'part-time',
  contract: 'contract',
  contractor: 'contract',
  freelance: 'freelance',
  freelancer: 'freelance',
  internship: 'internship',
  intern: 'internship',
};

/**
 * The badge colour for a job's employment type. Server data varies in spelling ("Full-time",
 * "Full Time", "FULL_TIME"), so case, spaces, hyphens and underscores are ignored; any other
 * value, or none, is neutral.
 */
export function employmentTypeTone(employmentType: string | null | undefined): BadgeTone {
  const key = (employmentType ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  // Own keys only: 'constructor' must not find Object.prototype's.
  return Object.hasOwn(employmentTones, key) ? (employmentTones[key] as BadgeTone) : 'neutral';
}
