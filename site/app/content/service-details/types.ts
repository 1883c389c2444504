import type { TitledText } from '../product-details/types';

export type { TitledText };

/** One card of the Challenges & Solutions tab. */
export interface ChallengeSolution {
  title: string;
  challenge: string;
  solution: string;
}

/** What a service page shows beyond the catalogue entry (spec 2.17). */
export interface ServiceDetail {
  /** The hero's introduction. */
  intro: string;
  /** Alt text of the hero illustration: what it shows, for this service. */
  imageAlt: string;
  /** Overview paragraphs (3 on Workforce Management and GSI). */
  overview: string[];
  /** Exactly four What We Do cards. */
  whatWeDo: TitledText[];
  challengesIntro: string;
  /** Exactly six challenge/solution cards. */
  challenges: ChallengeSolution[];
  /** Exactly four differentiators. */
  differentiators: TitledText[];
  /** Our Approaches paragraphs (4 on Workforce Management and GSI). */
  approaches: string[];
}
