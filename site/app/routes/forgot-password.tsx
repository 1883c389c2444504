import type { Route } from './+types/forgot-password';
import { ForgotPasswordForm } from '../components/accounts/ForgotPasswordForm';
import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

// Build time only: the page's words and head tags arrive as HTML and data, not as JavaScript.
export const loader = () => ({ copy: pages.forgotPassword, head: pageMeta(pages.forgotPassword) });
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

export default function ForgotPasswordPage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <ForgotPasswordForm />
      </div>
    </>
  );
}
