import type { StaffMe, StaffRoleName } from '@corvane/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { onSessionEnded, setCsrfToken, staffApi, StaffApiError } from '../api/staffApi';

// Who is signed in, read once from GET /api/staff/me and again after signing in. A call that
// answers 401 later (the session ended: idle 30 minutes, signed out elsewhere, the account
// disabled) puts the console back to "signed out", and the route guard sends it to sign in.

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; ended: boolean }
  | { status: 'signed-in'; me: StaffMe }
  | { status: 'unreachable'; message: string };

interface SessionValue {
  state: SessionState;
  /** Reads who is signed in again (after the second factor). */
  refresh: () => Promise<void>;
  signOut: (everywhere?: boolean) => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Who is signed in, as the server says; the CSRF token kept for the session's changes. */
async function readSession(): Promise<SessionState> {
  try {
    const me = await staffApi.get<StaffMe>('/me', { expectUnauthorised: true });
    setCsrfToken(me.csrfToken);
    return { status: 'signed-in', me };
  } catch (error) {
    setCsrfToken(undefined);
    if (error instanceof StaffApiError && error.status === 401)
      return { status: 'signed-out', ended: false };
    return { status: 'unreachable', message: (error as Error).message };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async () => setState(await readSession()), []);

  /** Signed out once the server says so (or says the session had already ended); else it throws. */
  const signOut = useCallback(async (everywhere = false) => {
    try {
      await staffApi.post(everywhere ? '/sign-out-everywhere' : '/sign-out', undefined, {
        expectUnauthorised: true,
      });
    } catch (error) {
      if (!(error instanceof StaffApiError && error.status === 401)) throw error;
    }
    setCsrfToken(undefined);
    setState({ status: 'signed-out', ended: false });
  }, []);

  useEffect(() => {
    let current = true;
    void readSession().then((read) => current && setState(read));
    const stop = onSessionEnded(() => {
      setCsrfToken(undefined);
      setState({ status: 'signed-out', ended: true });
    });
    return () => {
      current = false;
      stop();
    };
  }, []);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it.');
  return value;
}

/** The signed-in person: only inside the routes the session guard lets through. */
export function useStaff(): StaffMe {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useStaff needs a signed-in session.');
  return state.me;
}

export function mayUse(role: StaffRoleName, roles: readonly StaffRoleName[]) {
  return roles.includes(role);
}
