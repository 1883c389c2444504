import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { accountMenuLabel, fullName, initials, type SessionUser } from '../../auth/names';
import { useOpenForPage } from '../../hooks/useOpenForPage';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

/**
 * The user menu: a disclosure (APG "disclosure navigation"), not an ARIA menu: a button with
 * `aria-expanded` showing a list of a link and a button, reached with Tab like any others.
 * It closes on Escape (focus back on the button), on a click or focus outside, when one of its
 * two items is used (at once: not when the next page has rendered), and on any navigation.
 * On small screens only the initials show: the profile button of spec 2.2.
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const name = fullName(user);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Open for one page: Profile or Logout closes it at once.
  const { open, toggle, close } = useOpenForPage(panelRef);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = !outside(document.activeElement);
      close();
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <div ref={rootRef} className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        // Its own name: the visible full name first (label in name), without the stray space
        // a visually hidden suffix inside the flex button would add before the comma.
        aria-label={accountMenuLabel(user)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="user-menu__initials" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="user-menu__name">{name}</span>
        <ChevronDown className="user-menu__chevron" aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <SignedInAs name={name} />
        </p>
        <ul className="user-menu__list">
          <li>
            <Link to="/profile" className="user-menu__item">
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu__item" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** "Signed in as Ann Lee", or "Signed in" for a profile that came without names. */
export function SignedInAs({ name }: { name: string }) {
  return name ? (
    <>
      Signed in as <strong>{name}</strong>
    </>
  ) : (
    'Signed in'
  );
}
