import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';

const copy = pages.profile;

export const meta = () => pageMeta(copy);

export default function ProfilePage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
