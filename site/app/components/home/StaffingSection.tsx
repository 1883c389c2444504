import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { ApproachCard, ChallengeCard, HseItem } from '../../content/home/staffing';
import { HseWheel } from './HseWheel';

interface StaffingSectionProps {
  intro: { eyebrow: string; heading: string; intro: string };
  approaches: ApproachCard[];
  challenges: ChallengeCard[];
  hse: { heading: string; intro: string; items: HseItem[] };
}

/** Staffing Solutions (spec 2.7): our approach, the problems we solve, and our HSE commitment. */
export function StaffingSection({ intro, approaches, challenges, hse }: StaffingSectionProps) {
  return (
    <section
      tabIndex={-1}
      id="staffing-solutions"
      className="home-section staffing"
      aria-labelledby="staffing-heading"
    >
      <div className="container">
        <p className="section-eyebrow">{intro.eyebrow}</p>
        <h2 id="staffing-heading" className="section-heading">
          {intro.heading}
        </h2>
        <p className="section-intro">{intro.intro}</p>

        <h3 className="subsection-heading">Our unique approach</h3>
        <ul className="approach-grid">
          {approaches.map((card, position) => (
            <li key={card.id} className="approach-card">
              <span className="approach-card__number" aria-hidden="true">
                {position + 1}
              </span>
              <h4>{card.title}</h4>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>

        <h3 className="subsection-heading">Challenges we solve</h3>
        <ul className="challenge-grid">
          {challenges.map((card) => (
            <li key={card.id} className="challenge-card">
              <p className="challenge-card__challenge">
                <span className="challenge-card__label">Challenge</span>
                {card.challenge}
              </p>
              <ArrowRight aria-hidden="true" className="challenge-card__arrow" size={20} />
              <p className="challenge-card__solution">
                <span className="challenge-card__label">
                  <CheckCircle2 aria-hidden="true" size={16} /> Solution
                </span>
                {card.solution}
              </p>
            </li>
          ))}
        </ul>

        <HseWheel heading={hse.heading} intro={hse.intro} items={hse.items} />
      </div>
    </section>
  );
}
