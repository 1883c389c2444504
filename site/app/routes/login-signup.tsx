import { AuthScreen } from '../components/accounts/AuthScreen';
import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

const copy = pages.loginSignup;

export const meta = () => pageMeta(copy);
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

export default function LoginSignupPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <AuthScreen />
      </div>
    </>
  );
}
