import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** What the shell gives a link: an `href` and the usual anchor props. */
export interface AppShellLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * Renders the shell's links. A plain `<a>` by default; with React Router pass one that maps
 * `href` to `to`: `({ href, ...props }) => <Link to={href} {...props} />`.
 */
export type AppShellLinkComponent = ComponentType<AppShellLinkProps>;

export function PlainLink({ children, ...props }: AppShellLinkProps) {
  return <a {...props}>{children}</a>;
}

export interface AppShellNavItem {
  href: string;
  label: ReactNode;
  /** Decorative: hidden from screen readers, the label says it all. */
  icon?: ReactNode;
  /** This item's page is shown; by default when `href` equals the shell's `currentHref`. */
  current?: boolean;
}

export interface AppShellNavGroup {
  /** A heading over the group's links, naming its list. */
  heading?: ReactNode;
  items: ReadonlyArray<AppShellNavItem>;
}

interface AppShellNavListProps {
  groups: ReadonlyArray<AppShellNavGroup>;
  currentHref: string | undefined;
  Link: AppShellLinkComponent;
  /** Prefix of the headings' ids. */
  idPrefix: string;
}

/** The side navigation's groups: each a list of links, named by its heading when it has one. */
export function AppShellNavList({ groups, currentHref, Link, idPrefix }: AppShellNavListProps) {
  return groups.map((group, index) => {
    const headingId = group.heading ? `${idPrefix}-group-${index}` : undefined;
    return (
      <div key={index} className="cv-app-shell__group">
        {group.heading ? (
          <h2 id={headingId} className="cv-app-shell__group-heading">
            {group.heading}
          </h2>
        ) : null}
        <ul className="cv-app-shell__list" aria-labelledby={headingId}>
          {group.items.map((item) => {
            const current =
              item.current ?? (currentHref !== undefined && item.href === currentHref);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="cv-app-shell__link"
                  aria-current={current ? 'page' : undefined}
                >
                  {item.icon ? (
                    <span className="cv-app-shell__icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <span>{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    );
  });
}
