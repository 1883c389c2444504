import type { ReactNode } from 'react';

interface PageHeaderProps {
  heading: string;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The dark, gradient-lit header that opens every inner page with its main heading. */
export function PageHeader({ heading, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <section className="page-header">
      <div className="container">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1>{heading}</h1>
        {intro ? <p className="page-header__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
