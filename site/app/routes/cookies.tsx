import { Link } from 'react-router';
import type { Route } from './+types/cookies';
import { CookieTabs } from '../components/cookies/CookieTabs';
import { PageHeader } from '../components/PageHeader';
import { cookieStatement } from '../content/cookies';
import { pageMeta } from '../meta';
import cookiesStyles from '../styles/pages/cookies.css?url';

// Build time only: the statement's text and head tags travel in the page, not in this route's
// code.
export const loader = () => ({ ...cookieStatement, head: pageMeta(cookieStatement) });

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: cookiesStyles, precedence: 'page' },
];

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The cookie statement (spec 2.21). */
export default function CookiesPage({ loaderData: statement }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={statement.heading} intro={statement.intro}>
        <p className="page-header__meta">
          Last updated <time dateTime={statement.lastUpdatedIso}>{statement.lastUpdated}</time>
        </p>
      </PageHeader>
      <div className="container cookie-statement">
        <CookieTabs statement={statement} />
        <aside className="cookie-contact" aria-labelledby="cookie-contact-heading">
          <h2 id="cookie-contact-heading">Questions about cookies or your data?</h2>
          <p>
            Write to our privacy team at{' '}
            <a href={`mailto:${statement.privacyEmail}`}>{statement.privacyEmail}</a>. Our{' '}
            <Link to="/privacy">Privacy Policy</Link> explains how we handle personal data.
          </p>
        </aside>
      </div>
    </>
  );
}
