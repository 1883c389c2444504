// The recruiter console the AppShell stories show, written for them: its navigation, its person
// and a page of content. Never shipped: only the stories import it.
import { createContext, useContext, useState } from 'react';
import { StrokeIcon } from '../../lib/icons';
import { Button } from '../Button';
import { Stat, StatGroup } from '../Stat';
import { AppShell, type AppShellProps } from './AppShell';
import type { AppShellLinkProps, AppShellNavGroup } from './AppShellNav';

const icon = (d: string) => <StrokeIcon>{<path d={d} />}</StrokeIcon>;

export const consoleNavigation: AppShellNavGroup[] = [
  {
    items: [
      {
        href: '/',
        label: 'Overview',
        icon: icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'),
      },
    ],
  },
  {
    heading: 'Hiring',
    items: [
      { href: '/jobs', label: 'Jobs', icon: icon('M4 8h16v11H4zM9 8V5h6v3') },
      {
        href: '/applications',
        label: 'Applications',
        icon: icon('M6 3h9l3 3v15H6zM9 12h6M9 16h6'),
      },
      {
        href: '/candidates',
        label: 'Candidates',
        icon: icon(
          'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 15c2 1 3 3 3 5',
        ),
      },
    ],
  },
  {
    heading: 'Marketing',
    items: [
      { href: '/newsletter', label: 'Newsletter', icon: icon('M3 6h18v12H3zM3 7l9 6 9-6') },
      { href: '/analytics', label: 'Analytics', icon: icon('M5 20V10M12 20V4M19 20v-7') },
    ],
  },
  {
    heading: 'Admin',
    items: [
      { href: '/staff', label: 'Staff', icon: icon('M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z') },
      {
        href: '/audit-log',
        label: 'Audit log',
        icon: icon('M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01'),
      },
    ],
  },
];

const summaries: Record<string, string> = {
  '/': 'What needs you today: new applications, interviews to schedule, offers to send.',
  '/jobs': '37 open jobs, 4 of them waiting for an admin to publish.',
  '/candidates': 'Everyone who applied in the last twelve months and agreed to be kept on file.',
  '/newsletter': 'The June issue is a draft; the May issue went to 4,910 subscribers.',
  '/analytics': 'Page views and Core Web Vitals of the public site, from visitors who accepted.',
  '/staff': 'Who can sign in to the console, their roles and second factors.',
  '/audit-log': 'Every action that read personal data or changed something, newest first.',
};

const titleOf = (href: string) =>
  consoleNavigation.flatMap((group) => group.items).find((item) => item.href === href)?.label;

/** The page of content behind the shell: the page its navigation chose. */
export function ConsolePage({ href }: { href: string }) {
  return (
    <>
      <h1 style={{ marginTop: 0 }}>{titleOf(href)}</h1>
      {href === '/applications' ? (
        <>
          <p>New applications for the jobs you own, newest first. Open one to read the resume.</p>
          <StatGroup>
            <Stat
              label="New this week"
              value={128}
              change={0.12}
              comparison="on last week"
              goodDirection="up"
            />
            <Stat label="Waiting for screening" value={41} />
            <Stat
              label="Median time to hire"
              value={23}
              formatOptions={{ style: 'unit', unit: 'day', unitDisplay: 'long' }}
              change={-0.08}
              comparison="on last month"
              goodDirection="down"
            />
          </StatGroup>
        </>
      ) : (
        <p>{summaries[href]}</p>
      )}
    </>
  );
}

type ConsoleProps = Omit<AppShellProps, 'productName' | 'navigation'> &
  Partial<Pick<AppShellProps, 'productName' | 'navigation'>>;

/** What a router would do on a link's click: show that page. */
const Navigate = createContext<(href: string) => void>(() => {});

/**
 * A router's kind of link: a click changes the page shown instead of loading another document
 * (an app passes its router's `Link` the same way).
 */
function RouterLink({ href, onClick, children, ...link }: AppShellLinkProps) {
  const navigate = useContext(Navigate);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...link}
    >
      {children}
    </a>
  );
}

/** The console, its links handled as a router would. */
export function RecruiterConsole({ currentHref = '/applications', ...props }: ConsoleProps) {
  const [page, setPage] = useState(currentHref);
  return (
    <Navigate.Provider value={setPage}>
      <AppShell
        productName="Corvane Console"
        navigation={consoleNavigation}
        currentHref={page}
        user={{ name: 'Priya Raman', role: 'Recruiter' }}
        userActions={
          <Button variant="outline" size="sm">
            Sign out
          </Button>
        }
        linkComponent={RouterLink}
        {...props}
      >
        <ConsolePage href={page} />
      </AppShell>
    </Navigate.Provider>
  );
}
