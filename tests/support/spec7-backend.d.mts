/** A job as spec section 3 describes it. */
export interface Spec7Job {
  _id: string;
  title: string;
  employmentType: string;
  salaryRange?: string;
  location: string;
  overview: string;
  responsibilities: string[];
  qualifications: string[];
}

/** What the spec-7 backend keeps in memory; tests read codes and may add accounts or jobs. */
export interface Spec7State {
  users: Map<string, Record<string, string | boolean | undefined>>;
  tokens: Map<string, string>;
  codes: Map<string, string[]>;
  jobs: Spec7Job[];
  applications: Array<Record<string, string>>;
}

export const SPEC7_JOBS: Spec7Job[];

/** Starts the backend on a free loopback port, serving `siteDir` beside the API. */
export function startSpec7Backend(
  siteDir: string,
): Promise<{ origin: string; state: Spec7State; stop: () => Promise<void> }>;
