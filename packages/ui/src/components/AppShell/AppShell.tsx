import { forwardRef, useCallback, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { plainId } from '../../lib/fieldMessages';
import { StrokeIcon } from '../../lib/icons';
import {
  AppShellNavList,
  PlainLink,
  type AppShellLinkComponent,
  type AppShellNavGroup,
} from './AppShellNav';
import { initialsOf } from './initials';
import { usePhoneMenu } from './usePhoneMenu';

export interface AppShellUser {
  name: ReactNode;
  /** What they do here: "Recruiter", "Admin". */
  role?: ReactNode;
  /** In the avatar; by default made from a string `name` ("Priya Raman" → "PR"). */
  initials?: string;
}

export interface AppShellProps extends HTMLAttributes<HTMLDivElement> {
  /** The app's name, in the header: a link to `homeHref`. */
  productName: ReactNode;
  /** A mark before the name; decorative. */
  productLogo?: ReactNode;
  homeHref?: string;
  /** The side navigation: groups of links, each group with an optional heading. */
  navigation: ReadonlyArray<AppShellNavGroup>;
  /** The address shown now: the item with this `href` is the current page. */
  currentHref?: string;
  /** Names the navigation landmark. */
  navLabel?: string;
  /** The signed-in person, in the header: name and role, as initials alone on a phone. */
  user?: AppShellUser;
  /** Beside the person: a sign-out button or an account menu. */
  userActions?: ReactNode;
  /** Renders every link of the shell (a router's link); a plain `<a>` by default. */
  linkComponent?: AppShellLinkComponent;
  /** The id of the `<main>` the skip link goes to. */
  mainId?: string;
  skipLinkText?: string;
  /** The phone menu button's name. */
  menuText?: string;
  /** The page's content. */
  children?: ReactNode;
}

/**
 * The frame of a company app: a skip link, a header with the product and the signed-in person,
 * a side navigation (a menu behind a button on a phone) and the `<main>` region, its content
 * kept to a readable width. Props and the ref go to the outer `<div>`.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    productName,
    productLogo,
    homeHref = '/',
    navigation,
    currentHref,
    navLabel = 'Main',
    user,
    userActions,
    linkComponent: Link = PlainLink,
    mainId = 'main',
    skipLinkText = 'Skip to main content',
    menuText = 'Menu',
    className,
    children,
    ...rest
  },
  ref,
) {
  const navId = plainId(useId(), 'cv-app-shell-nav');
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  const focusMain = useCallback(() => main.current?.focus(), []);
  const menu = usePhoneMenu(currentHref ?? '', menuButton, nav, focusMain);
  const initials = user?.initials ?? (typeof user?.name === 'string' ? initialsOf(user.name) : '');
  return (
    <div ref={ref} className={cx('cv-app-shell', className)} {...rest}>
      <header className="cv-app-shell__header">
        {/* The first thing Tab reaches, inside the header's landmark. */}
        <a
          className="cv-app-shell__skip"
          href={`#${mainId}`}
          // Focus moves in every browser, and the address keeps its hash for the app's router.
          onClick={(event) => {
            event.preventDefault();
            focusMain();
          }}
        >
          {skipLinkText}
        </a>
        <button
          ref={menuButton}
          type="button"
          className="cv-app-shell__menu-button"
          aria-expanded={menu.open}
          aria-controls={navId}
          onClick={menu.toggle}
        >
          <StrokeIcon>
            {menu.open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </StrokeIcon>
          <span className="cv-visually-hidden">{menuText}</span>
        </button>
        <Link href={homeHref} className="cv-app-shell__product">
          {productLogo ? (
            <span className="cv-app-shell__logo" aria-hidden="true">
              {productLogo}
            </span>
          ) : null}
          <span className="cv-app-shell__product-name">{productName}</span>
        </Link>
        <div className="cv-app-shell__account">
          {user ? (
            <p className="cv-app-shell__person">
              {initials ? (
                <span className="cv-app-shell__avatar" aria-hidden="true">
                  {initials}
                </span>
              ) : null}
              {/* Read everywhere; on a phone only the initials show. */}
              <span className="cv-app-shell__person-text">
                <span className="cv-app-shell__person-name">{user.name}</span>
                {user.role ? <span className="cv-app-shell__person-role">{user.role}</span> : null}
              </span>
            </p>
          ) : null}
          {userActions}
        </div>
      </header>
      <div className="cv-app-shell__body">
        <nav
          ref={nav}
          id={navId}
          aria-label={navLabel}
          className="cv-app-shell__nav"
          data-state={menu.open ? 'open' : 'closed'}
        >
          <AppShellNavList
            groups={navigation}
            currentHref={currentHref}
            Link={Link}
            idPrefix={navId}
          />
        </nav>
        {/* tabIndex -1: the skip link (and an item used in the phone menu) moves focus here, so
            the next Tab starts in the content. */}
        <main ref={main} id={mainId} tabIndex={-1} className="cv-app-shell__main">
          <div className="cv-app-shell__content">{children}</div>
        </main>
      </div>
    </div>
  );
});
