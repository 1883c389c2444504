import { notFoundCopy as copy } from '../content/not-found';
import { documentTitle } from '../meta';

/**
 * The head tags of an address with no page: a title (what a screen reader says first and the tab
 * shows), a description and `noindex`, and no canonical link. Rendered in the body, React puts
 * them in the <head>: in the SPA fallback the server answers such an address with (404), and in
 * the not-found page the app renders there.
 */
export function NotFoundHead() {
  return (
    <>
      <title>{documentTitle(copy.title)}</title>
      <meta name="description" content={copy.description} />
      <meta name="robots" content="noindex" />
    </>
  );
}
