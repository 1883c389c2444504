import { ResetPasswordForm } from '../components/accounts/ResetPasswordForm';
import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

const copy = pages.resetPassword;

export const meta = () => pageMeta(copy);
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

export default function ResetPasswordPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <ResetPasswordForm />
      </div>
    </>
  );
}
