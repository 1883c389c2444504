import type { Route } from './+types/newsletter-link';
import { NewsletterLinkResult } from '../components/NewsletterLinkResult';
import { PageHeader } from '../components/PageHeader';
import { newsletterLinkCopy } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

// Build time only: which of the two pages this is, with its words and head tags.
export const loader = ({ request }: Route.LoaderArgs) => {
  const action = new URL(request.url).pathname.endsWith('/confirm') ? 'confirm' : 'unsubscribe';
  const copy = newsletterLinkCopy[action];
  return { action, copy, head: pageMeta(copy) } as const;
};
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

/** /newsletter/confirm and /newsletter/unsubscribe: use the link's token and say what happened. */
export default function NewsletterLinkPage({ loaderData: { action, copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <div className="auth-card">
          {/* key: the other page's result never shows here after a client navigation. */}
          <NewsletterLinkResult key={action} action={action} working={copy.working} />
        </div>
      </div>
    </>
  );
}
