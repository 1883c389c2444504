import type { FaqEntry } from '../../structured-data';

/**
 * The questions and answers, all shown open (spec 2.18): readable at once, by anyone, with no
 * control to operate.
 */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <div key={entry.question} className="faq-list__entry">
          <h3 className="faq-list__question">{entry.question}</h3>
          <p className="faq-list__answer">{entry.answer}</p>
        </div>
      ))}
    </div>
  );
}
