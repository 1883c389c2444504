import { PageHeader } from '../components/PageHeader';
import { ProfileDetails } from '../components/profile/ProfileDetails';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

const copy = pages.profile;

export const meta = () => pageMeta(copy);
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

export default function ProfilePage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <ProfileDetails />
      </div>
    </>
  );
}
