import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import './Page.css';

export const PRODUCT = 'Corvane Staff';

interface PageProps {
  /** The screen's heading, and the first part of the tab's title. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** Buttons and links beside the heading (the screen's main actions). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Only the first screen of a visit keeps focus where the browser put it. */
let firstScreen = true;

/**
 * One screen of the console: the tab's title says where the person is, and after a move between
 * screens focus goes to the new heading, so a screen reader reads where it arrived and the next
 * Tab starts at the top of the new content.
 */
export function Page({ title, intro, actions, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new screen, not a new query: filters and pages keep focus where the person is working.
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT}`;
  }, [title]);
  useEffect(() => {
    if (firstScreen) firstScreen = false;
    else heading.current?.focus();
  }, [pathname]);
  return (
    <>
      <div className="console-page__head">
        <div>
          <h1 ref={heading} tabIndex={-1} className="console-page__title">
            {title}
          </h1>
          {intro ? <p className="console-page__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="console-page__actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}
