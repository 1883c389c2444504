import type { ChallengeSolution } from '../../content/service-details/types';

/** The challenge/solution cards: each names the problem, then how we solve it. */
export function ChallengeCards({ items }: { items: ChallengeSolution[] }) {
  return (
    <ul className="card-grid card-grid--3">
      {items.map((item) => (
        <li key={item.title} className="card challenge-card">
          <h3 className="card__title">{item.title}</h3>
          <p className="challenge-card__row">
            <span className="challenge-card__tag challenge-card__tag--challenge">Challenge</span>
            {item.challenge}
          </p>
          <p className="challenge-card__row">
            <span className="challenge-card__tag challenge-card__tag--solution">Solution</span>
            {item.solution}
          </p>
        </li>
      ))}
    </ul>
  );
}
