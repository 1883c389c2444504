import { useRef, useState } from 'react';
import type { ProcessStep } from '../../content/home/process';
import { useActiveIndex, useInView } from './useInView';
import { CursorFollower } from './CursorFollower';

/** Spec 9: the section counts as in view at 40 % (vertical root margin -5 %), a step at 50 %. */
const SECTION_VISIBLE = 0.4;
const SECTION_ROOT_MARGIN = '-5% 0px -5% 0px';
const STEP_VISIBLE = 0.5;

interface ProcessSectionProps {
  eyebrow: string;
  heading: string;
  intro: string;
  steps: ProcessStep[];
}

/**
 * The component after the hero (spec 2.4, its content ours): four steps of how we work. The step
 * most recently at least half in view is highlighted; while the section is in view and the pointer
 * is inside it, a soft light follows the pointer (never for touch or reduced motion).
 */
export function ProcessSection({ eyebrow, heading, intro, steps }: ProcessSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const stepRefs = useRef<Array<HTMLLIElement | null>>([]);
  const inView = useInView(sectionRef, SECTION_VISIBLE, SECTION_ROOT_MARGIN);
  const active = useActiveIndex(stepRefs, STEP_VISIBLE);
  const [pointerInside, setPointerInside] = useState(false);

  return (
    <section
      tabIndex={-1}
      ref={sectionRef}
      className="process"
      aria-labelledby="process-heading"
      data-in-view={inView || undefined}
      onPointerEnter={(event) => setPointerInside(event.pointerType === 'mouse')}
      onPointerLeave={() => setPointerInside(false)}
    >
      <CursorFollower container={sectionRef} active={inView && pointerInside} />
      <div className="container">
        <p className="section-eyebrow">{eyebrow}</p>
        <h2 id="process-heading" className="section-heading">
          {heading}
        </h2>
        <p className="section-intro">{intro}</p>
        <ol className="process__steps">
          {steps.map((step, position) => (
            <li
              key={step.id}
              ref={(element) => {
                stepRefs.current[position] = element;
              }}
              className="process__step"
              aria-current={position === active ? 'step' : undefined}
            >
              <span className="process__number" aria-hidden="true">
                {String(position + 1).padStart(2, '0')}
              </span>
              <h3 className="process__title">{step.title}</h3>
              <p className="process__summary">{step.summary}</p>
              <ul className="process__points">
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
