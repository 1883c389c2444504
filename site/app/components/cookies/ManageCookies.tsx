import { Button, localStorageConsentStore, type CookieChoice } from '@corvane/ui';
import { useSyncExternalStore } from 'react';

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
  return (
    <div className="manage-cookies">
      <h3 className="manage-cookies__heading">Your choice on this site</h3>
      {/* A live region: the new choice is announced when either button changes it. */}
      <p className="manage-cookies__status" role="status">
        {status[choice ?? 'none']}
      </p>
      {/* Equal weight, as in the banner: neither choice is nudged. */}
      <div className="manage-cookies__actions">
        <Button onClick={() => store.set('accepted')} aria-describedby="manage-cookies-note">
          Accept All Cookies
        </Button>
        <Button onClick={() => store.set('rejected')} aria-describedby="manage-cookies-note">
          Reject All
        </Button>
      </div>
      <p id="manage-cookies-note" className="manage-cookies__note">
        Essential cookies stay on either way: the site needs them to work.
      </p>
    </div>
  );
}
