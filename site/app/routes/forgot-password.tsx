import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';

const copy = pages.forgotPassword;

export const meta = () => pageMeta(copy);

export default function ForgotPasswordPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
