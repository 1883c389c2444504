import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from './names';
import { clearToken, readToken, subscribeToToken, writeToken } from './token';

/**
 * `unknown` until the browser has looked (prerendered HTML cannot know) and while the profile of
 * a stored token loads; then `anonymous` or `signed-in` with the names the header shows.
 */
export type SessionStatus = 'unknown' | 'anonymous' | 'signed-in';

export interface Session {
  status: SessionStatus;
  user?: SessionUser;
  /** Stores a new token and loads its profile: the header follows without a reload. */
  signIn: (token: string) => void;
  /** Removes the token and goes to the home page (spec section 4). */
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

// Prerendering and hydration see no token yet (undefined): the browser's value follows at once.
const noTokenYet = () => undefined;

/** The signed-in state of spec section 4, shared by the header and the account pages. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  // The token, here and in other tabs: a sign-in or sign-out anywhere reaches the header.
  const token = useSyncExternalStore(subscribeToToken, readToken, noTokenYet);
  const [loaded, setLoaded] = useState<{ token: string; user: SessionUser } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    // The API client loads only for visitors who hold a token.
    import('./api')
      .then(({ api }) => api.profile())
      .then(
        ({ firstName, lastName }) => {
          if (current) setLoaded({ token, user: { firstName, lastName } });
        },
        (error: unknown) => {
          if (!current) return;
          // Spec section 8: logged, nothing shown; the visitor is signed out and goes home.
          console.error('Signed out: the profile for the stored token could not be loaded.', error);
          clearToken();
          void navigateRef.current('/');
        },
      );
    return () => {
      current = false;
    };
  }, [token]);

  const signOut = useCallback(() => {
    clearToken();
    void navigateRef.current('/');
  }, []);

  const session = useMemo<Session>(() => {
    const user = token && loaded?.token === token ? loaded.user : undefined;
    const status =
      token === undefined ? 'unknown' : !token ? 'anonymous' : user ? 'signed-in' : 'unknown';
    return { status, user, signIn: writeToken, signOut };
  }, [token, loaded, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it (root.tsx).');
  return session;
}
