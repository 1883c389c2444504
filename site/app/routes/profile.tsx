import type { Route } from './+types/profile';
import { PageHeader } from '../components/PageHeader';
import { ProfileDetails } from '../components/profile/ProfileDetails';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import accountStyles from '../styles/accounts.css?url';

// Build time only: the page's words and head tags arrive as HTML and data, not as JavaScript.
export const loader = () => ({ copy: pages.profile, head: pageMeta(pages.profile) });
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];
export const links = () => [{ rel: 'stylesheet', href: accountStyles, precedence: 'site' }];

export default function ProfilePage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container account-page">
        <ProfileDetails />
      </div>
    </>
  );
}
