import { Button } from '@corvane/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/session';
import { SESSION_PREPAINT_SCRIPT } from '../auth/token';

// Signed-in-only UI: its code loads when someone is signed in, never for visitors.
const SignedInAccount = lazy(() => import('./account/SignedInAccount'));

export interface HeaderAccountProps {
  /** `bar`: the header bar (user menu, or a profile button on small screens); `menu`: the phone menu. */
  placement: 'bar' | 'menu';
}

/**
 * The header's account area (spec 2.2): Get Started for visitors, the user menu when signed in.
 * Prerendered HTML cannot know which: it holds Get Started, kept invisible (but holding its
 * place) when the pre-paint script found a token, until the session is known.
 */
export function HeaderAccount({ placement }: HeaderAccountProps) {
  const { status, user } = useSession();
  const inBar = placement === 'bar';
  return (
    <div className={`header-account header-account--${placement}`} data-status={status}>
      {inBar ? <script dangerouslySetInnerHTML={{ __html: SESSION_PREPAINT_SCRIPT }} /> : null}
      {status === 'signed-in' && user ? (
        <Suspense fallback={null}>
          <SignedInAccount placement={placement} user={user} />
        </Suspense>
      ) : (
        <Button
          asChild
          size={inBar ? 'sm' : 'md'}
          fullWidth={!inBar}
          className={inBar ? 'header-account__start site-header__cta' : 'header-account__start'}
        >
          <Link to="/loginsignup">Get Started</Link>
        </Button>
      )}
    </div>
  );
}
