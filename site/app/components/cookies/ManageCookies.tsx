import { Button, localStorageConsentStore, useAnnouncement, type CookieChoice } from '@corvane/ui';
import { useState, useSyncExternalStore } from 'react';

// The same store as the cookie banner: a change here hides or shows the banner, and reaches every
// other open tab through the browser's storage event.
const store = localStorageConsentStore;
// The prerendered page cannot know the visitor's choice; the browser fills it in on hydration.
const noChoiceOnServer = () => null;

const status: Record<CookieChoice | 'none', string> = {
  none: 'You have not chosen yet. Until you do, we use essential cookies only.',
  accepted: 'You have accepted all cookies: essential, functional, analytics and marketing.',
  rejected: 'You have rejected optional cookies. We use essential cookies only.',
};

/** Managing Cookies: the visitor's stored choice, and buttons to change it. */
export function ManageCookies() {
  const choice = useSyncExternalStore(store.subscribe, store.get, noChoiceOnServer);
  // Each press is heard: the choice it stored, at the next pause (also when it is the same).
  const [pressed, setPressed] = useState<{ choice: CookieChoice } | null>(null);
  useAnnouncement(pressed && status[pressed.choice], 'polite', pressed);
  const choose = (next: CookieChoice) => {
    store.set(next);
    setPressed({ choice: next });
  };
  return (
    <div className="manage-cookies">
      <h3 className="manage-cookies__heading">Your choice on this site</h3>
      <p className="manage-cookies__status">{status[choice ?? 'none']}</p>
      {/* Equal weight, as in the banner: neither choice is nudged. */}
      <div className="manage-cookies__actions">
        <Button onClick={() => choose('accepted')} aria-describedby="manage-cookies-note">
          Accept All Cookies
        </Button>
        <Button onClick={() => choose('rejected')} aria-describedby="manage-cookies-note">
          Reject All
        </Button>
      </div>
      <p id="manage-cookies-note" className="manage-cookies__note">
        Essential cookies stay on either way: the site needs them to work.
      </p>
    </div>
  );
}
