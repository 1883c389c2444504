import { COOKIE_BANNER_PREPAINT_SCRIPT, CookieBanner } from '@corvane/ui';
import interLatin from '@corvane/ui/fonts/inter-latin-wght-normal.woff2?url';
import uiStyles from '@corvane/ui/css/core.css?url';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts } from 'react-router';
import type { Route } from './+types/root';
import { useMeasurement } from './analytics/useMeasurement';
import { SessionProvider } from './auth/session';
import { EARLY_EVENTS_SCRIPT, replayEarlyEvents } from './earlyEvents';
import { NotFoundHead } from './components/NotFoundHead';
import { NotFoundHeader } from './components/NotFoundHeader';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { useScrollToHash } from './hooks/useScrollToHash';
import siteStyles from './styles/site.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: uiStyles, precedence: 'base' },
  { rel: 'stylesheet', href: siteStyles, precedence: 'site' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: pre-paint scripts mark <html> before React runs (the cookie
    // banner's choice, the header's data-has-token).
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Hides the prerendered cookie banner before the first paint when a choice is stored. */}
        <script dangerouslySetInnerHTML={{ __html: COOKIE_BANNER_PREPAINT_SCRIPT }} />
        {/* Holds button clicks and submits made before the page has hydrated, for replay. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />
        <meta name="theme-color" content="#0a0e18" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The frame of every page: cookie banner, header (its skip link first), main content, footer. */
function Shell({ children }: { children: ReactNode }) {
  useScrollToHash();
  // Page views and Core Web Vitals, only after the visitor accepts cookies.
  useMeasurement();
  // The first effect after hydration (a parent's effects run after its children's).
  useEffect(replayEarlyEvents, []);
  return (
    <SessionProvider>
      {/* First in the page, above the skip link (in the header) and in the flow (GOV.UK's placement). */}
      <CookieBanner
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </SessionProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * The SPA fallback's page: the server answers every unknown path with it (status 404; a known page
 * in other capitals or with a trailing slash gets that page), so it is the not-found page, whole,
 * before any script runs and without JavaScript: its title, the site's frame and the not-found
 * header. The app then renders the same page from the not-found route.
 */
export function HydrateFallback() {
  return (
    <Shell>
      <NotFoundHead />
      <NotFoundHeader />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <Shell>
      <section className="page-header">
        <div className="container">
          <h1>{heading}</h1>
          <p className="page-header__intro">
            Please reload the page. If it keeps happening, <a href="/#contact">tell us</a>.
          </p>
        </div>
      </section>
    </Shell>
  );
}
