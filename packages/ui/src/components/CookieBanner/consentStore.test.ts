import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryConsentStore,
  createStorageConsentStore,
  localStorageConsentStore,
  parseCookieChoice,
} from './consentStore';
import { COOKIE_CHOICE_KEY } from './prepaint';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('consent store', () => {
  it('uses the key cookieChoice with the values accepted and rejected', () => {
    expect(COOKIE_CHOICE_KEY).toBe('cookieChoice');
    const storage = fakeStorage();
    const store = createStorageConsentStore(() => storage);
    expect(store.get()).toBeNull();
    store.set('accepted');
    expect(storage.data.get('cookieChoice')).toBe('accepted');
    store.set('rejected');
    expect(store.get()).toBe('rejected');
  });

  it('reads a choice stored earlier', () => {
    const store = createStorageConsentStore(() => fakeStorage({ cookieChoice: 'rejected' }));
    expect(store.get()).toBe('rejected');
  });

  it('treats anything else in storage as no choice', () => {
    expect(parseCookieChoice('yes')).toBeNull();
    expect(parseCookieChoice(null)).toBeNull();
    const store = createStorageConsentStore(() => fakeStorage({ cookieChoice: 'true' }));
    expect(store.get()).toBeNull();
  });

  it('keeps the choice in memory when storage refuses access', () => {
    const store = createStorageConsentStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get()).toBeNull();
    store.set('accepted');
    expect(store.get()).toBe('accepted');
  });

  it('keeps it in memory when there is no storage at all', () => {
    const store = createStorageConsentStore(() => null);
    store.set('rejected');
    expect(store.get()).toBe('rejected');
  });

  it('forgets a stored choice once storage has lost it (cleared in another tab)', () => {
    const storage = fakeStorage();
    const store = createStorageConsentStore(() => storage);
    store.set('accepted');
    storage.data.clear();
    expect(store.get()).toBeNull();
  });

  it('tells subscribers about a new choice and stops after unsubscribing', () => {
    const store = createMemoryConsentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('accepted');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('rejected');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('rejected');
  });

  it('the default store is safe on a server: nothing stored, nothing thrown', () => {
    expect(typeof window).toBe('undefined');
    expect(localStorageConsentStore.get()).toBeNull();
    const unsubscribe = localStorageConsentStore.subscribe(() => {});
    expect(unsubscribe).not.toThrow();
  });
});
