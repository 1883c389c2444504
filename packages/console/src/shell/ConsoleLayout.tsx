import {
  announce,
  AppShell,
  Button,
  type AppShellLinkProps,
  type AppShellNavGroup,
} from '@corvane/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession, useStaff } from '../session/session';
import { areasFor, ROLE_NAMES, type Area } from './areas';

/** The shell's links go through the router: no document load between screens. */
function RouterLink({ href, ...props }: AppShellLinkProps) {
  return <Link to={href} {...props} />;
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

function navigationOf(areas: readonly Area[]): AppShellNavGroup[] {
  const groups = new Map<string, Area[]>();
  for (const area of areas) groups.set(area.group, [...(groups.get(area.group) ?? []), area]);
  return [...groups].map(([heading, items]) => ({
    heading,
    items: items.map((area) => ({ href: area.path, label: area.label, icon: icon(area.icon) })),
  }));
}

/** The area the address is in: `/applications/abc` is in Applications. */
function currentArea(pathname: string, areas: readonly Area[]) {
  return areas.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`))?.path;
}

/** Every signed-in screen: the shell with the person's areas, and the screen in its main. */
export function ConsoleLayout() {
  const me = useStaff();
  const { signOut } = useSession();
  const { pathname } = useLocation();
  const areas = areasFor(me.role);
  return (
    <AppShell
      productName="Corvane Staff"
      homeHref="/"
      navigation={navigationOf(areas)}
      currentHref={currentArea(pathname, areas)}
      navLabel="Console"
      user={{ name: me.name || me.email, role: ROLE_NAMES[me.role] }}
      userActions={
        <Button
          variant="outline"
          size="sm"
          // Still signed in when the server could not be reached: heard at once.
          onClick={() =>
            void signOut().catch((error: Error) =>
              announce(`You are still signed in. ${error.message}`, 'assertive'),
            )
          }
        >
          Sign out
        </Button>
      }
      linkComponent={RouterLink}
    >
      <Outlet />
    </AppShell>
  );
}
