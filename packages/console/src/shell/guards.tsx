import type { StaffRoleName } from '@corvane/contract';
import { Alert, Button, Spinner } from '@corvane/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, useStaff } from '../session/session';
import { Page } from './Page';

/** Where sign-in sends the person back to: the address they asked for. */
export const returnTo = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;

/** The signed-in screens: sign in first; the address asked for comes back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state, refresh } = useSession();
  const location = useLocation();
  if (state.status === 'loading')
    return (
      <main className="console-centred">
        <Spinner label="Loading the console" />
      </main>
    );
  if (state.status === 'unreachable')
    return (
      <main className="console-centred">
        <Alert tone="error" title="The console could not start">
          {state.message}
        </Alert>
        <Button onClick={() => void refresh()}>Try again</Button>
      </main>
    );
  if (state.status === 'signed-out')
    return (
      <Navigate to="/sign-in" replace state={{ from: returnTo(location), ended: state.ended }} />
    );
  return children;
}

/** A screen for some roles only: the others get the server's own refusal, in its words. */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly StaffRoleName[];
  children: ReactNode;
}) {
  if (roles.includes(useStaff().role)) return children;
  return (
    <Page title="Not for your role">
      <Alert tone="error" announce="off">
        Your role does not allow this.
      </Alert>
    </Page>
  );
}
