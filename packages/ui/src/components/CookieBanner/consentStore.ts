// Where the visitor's cookie choice lives. The banner only talks to this small interface, so an
// app can keep the choice elsewhere (a cookie, a server) and tests can use memory.
import { COOKIE_CHOICE_KEY } from './prepaint';

export type CookieChoice = 'accepted' | 'rejected';

export interface ConsentStore {
  /** The stored choice, or null when the visitor has not chosen (or it cannot be read). */
  get(): CookieChoice | null;
  set(choice: CookieChoice): void;
  /** Calls `listener` whenever the choice changes (here or, for storage, in another tab). */
  subscribe(listener: () => void): () => void;
}

export function parseCookieChoice(value: unknown): CookieChoice | null {
  return value === 'accepted' || value === 'rejected' ? value : null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A store on a Web Storage object. Storage may be missing (server) or refuse access (privacy
 * settings); then the choice is kept in memory for this page view, so the banner still goes away.
 * A choice that was stored is storage's alone: cleared there (in another tab, or by the visitor),
 * it is gone here too.
 */
export function createStorageConsentStore(
  getStorage: () => StorageLike | null | undefined,
  key: string = COOKIE_CHOICE_KEY,
): ConsentStore {
  const listeners = new Set<() => void>();
  let memory: CookieChoice | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    get() {
      try {
        return parseCookieChoice(getStorage()?.getItem(key)) ?? memory;
      } catch {
        return memory;
      }
    },
    set(choice) {
      // Kept in memory until storage has it: with no storage, or storage full or blocked, the
      // in-memory choice still hides the banner.
      memory = choice;
      try {
        const storage = getStorage();
        if (storage) {
          storage.setItem(key, choice);
          memory = null;
        }
      } catch {
        // Not stored: memory keeps it.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

/** The default: `localStorage`, key `cookieChoice`. Touches no browser global until used. */
export const localStorageConsentStore: ConsentStore = createStorageConsentStore(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);

/** A store in memory, for tests, stories and apps that decide elsewhere. */
export function createMemoryConsentStore(initial: CookieChoice | null = null): ConsentStore {
  let value = initial;
  return createStorageConsentStore(() => ({
    getItem: () => value,
    setItem: (_key, next) => {
      value = parseCookieChoice(next);
    },
  }));
}
