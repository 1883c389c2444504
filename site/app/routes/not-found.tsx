import { NotFoundHead } from '../components/NotFoundHead';
import { NotFoundHeader } from '../components/NotFoundHeader';

/**
 * What any unknown address shows, including an unknown product or service slug (through their
 * error boundary, which loads this module only then). It renders its own head tags, which React
 * puts in the <head>, so every way of reaching it gets them: a title, a description and
 * `noindex`, and no canonical link.
 */
export function NotFoundContent() {
  return (
    <>
      <NotFoundHead />
      <NotFoundHeader />
    </>
  );
}

export default NotFoundContent;
