import { ForgotPasswordForm } from '../components/accounts/ForgotPasswordForm';
import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

const copy = pages.forgotPassword;

export const meta = () => pageMeta(copy);
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <ForgotPasswordForm />
      </div>
    </>
  );
}
