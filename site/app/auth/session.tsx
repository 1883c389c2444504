import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
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

interface SessionStore {
  /** The router's navigate, handed over after each render (sign-out goes home). */
  setNavigate: (navigate: NavigateFunction) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Session;
  getServerSnapshot: () => Session;
}

/**
 * The session as an external store. The context only carries this object, which never changes,
 * so a sign-in or sign-out re-renders only the readers (they subscribe with
 * useSyncExternalStore), not every consumer of the context below the provider.
 */
function createSessionStore(): SessionStore {
  let navigate: NavigateFunction | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let loaded: { token: string; user: SessionUser } | null = null;
  let loadingFor: string | null = null;
  let stopWatchingToken: (() => void) | undefined;

  const signOut = () => {
    clearToken();
    if (navigate) void navigate('/');
    else window.location.assign('/');
  };
  const unknown: Session = { status: 'unknown', signIn: writeToken, signOut };
  const anonymous: Session = { status: 'anonymous', signIn: writeToken, signOut };
  let signedIn: Session | undefined;

  // The profile call loads only for visitors who hold a token.
  const loadProfile = (token: string) => {
    if (loadingFor === token || loaded?.token === token) return;
    loadingFor = token;
    import('./profile')
      .then(({ fetchProfile }) => fetchProfile(token))
      .then(
        ({ firstName = '', lastName = '' }) => {
          if (readToken() !== token) return;
          // A profile without names still signs in: the header then names no one (names.ts).
          loaded = { token, user: { firstName, lastName } };
          emit();
        },
        (error: unknown) => {
          if (readToken() !== token) return;
          // Spec section 8: logged, nothing shown; the visitor is signed out and goes home.
          console.error('Signed out: the profile for the stored token could not be loaded.', error);
          signOut();
        },
      )
      .finally(() => {
        if (loadingFor === token) loadingFor = null;
      });
  };

  const onTokenChange = () => {
    const token = readToken();
    if (token) loadProfile(token);
    emit();
  };

  return {
    setNavigate(next) {
      navigate = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      // The token, here and in other tabs: a sign-in or sign-out anywhere reaches the header.
      if (!stopWatchingToken) {
        stopWatchingToken = subscribeToToken(onTokenChange);
        const token = readToken();
        if (token) loadProfile(token);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingToken?.();
          stopWatchingToken = undefined;
        }
      };
    },
    getSnapshot() {
      const token = readToken();
      if (!token) return anonymous;
      if (loaded?.token !== token) return unknown;
      if (signedIn?.user !== loaded.user) {
        signedIn = { status: 'signed-in', user: loaded.user, signIn: writeToken, signOut };
      }
      return signedIn;
    },
    // Prerendering and hydration see no token yet: the browser's value follows at once.
    getServerSnapshot: () => unknown,
  };
}

const SessionContext = createContext<SessionStore | null>(null);

/** The signed-in state of spec section 4, shared by the header and the account pages. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [store] = useState(createSessionStore);
  useEffect(() => store.setNavigate(navigate), [store, navigate]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a SessionProvider above it (root.tsx).');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
