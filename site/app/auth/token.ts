// The sign-in token in localStorage under `token` (spec sections 3, 4 and 9), as a small store
// React reads with useSyncExternalStore. Storage can be blocked (private modes, strict
// settings): then the token lives in memory for this page only, and nothing throws.

export const TOKEN_KEY = 'token';

let memoryToken: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    memoryToken = token;
  }
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    memoryToken = null;
  }
  notify();
}

/**
 * Calls `listener` when the token changes, here or in another tab (the browser fires `storage`
 * only in the other tabs of the origin, with `key` null when all of storage was cleared).
 */
export function subscribeToToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Runs before the first paint (inline, in the header): marks the page as probably signed in, so
 * the prerendered Get Started can stay hidden, holding its place, until the session is known.
 */
export const SESSION_PREPAINT_SCRIPT = `try{localStorage.getItem('${TOKEN_KEY}')&&document.documentElement.setAttribute('data-has-token','')}catch(e){}`;
