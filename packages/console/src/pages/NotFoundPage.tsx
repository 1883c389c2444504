import { Link } from 'react-router';
import { Page } from '../shell/Page';

/** An address under /staff that is no screen: say so, and where to go. */
export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is no screen at this address. <Link to="/">Go to the console's start</Link>.
      </p>
    </Page>
  );
}
