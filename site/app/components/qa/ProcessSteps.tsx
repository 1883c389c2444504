import type { TitledText } from '../../content/product-details/types';

/** The testing process as an ordered list: a screen reader hears "step 3 of 7". */
export function ProcessSteps({ steps }: { steps: TitledText[] }) {
  return (
    <ol className="process-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="process-steps__step">
          <span className="process-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="process-steps__title">{step.title}</h3>
          <p className="process-steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
