import { useEffect, useRef, type ReactNode } from 'react';
import { PRODUCT } from '../../shell/Page';
import './SignIn.css';

/**
 * The screens before the console (signing in, choosing a password): one card in the middle of the
 * page. Each step has its own heading; when the step changes, focus moves to it, so a screen reader
 * reads where the person is and Tab starts at the step's first field.
 */
export function SignInFrame({
  title,
  step,
  children,
}: {
  title: string;
  /** Changes with each step: focus goes to the new heading. */
  step: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT}`;
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [title, step]);
  return (
    <main className="console-centred">
      <div className="console-card">
        <p className="console-card__product">{PRODUCT}</p>
        <h1 ref={heading} tabIndex={-1} className="sign-in__title">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}
