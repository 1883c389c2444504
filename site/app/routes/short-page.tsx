import { data } from 'react-router';
import type { Route } from './+types/short-page';
import { DetailHero } from '../components/ContentPage';
import { BulletPage } from '../components/marketing/BulletPage';
import { HubPage } from '../components/marketing/HubPage';
import { shortPageFor } from '../content/short-pages';
import { pageMeta } from '../meta';
import shortPageStyles from '../styles/pages/short-page.css?url';

// One module serves the four hero-slide targets (spec 2.19); the path picks the page. Runs at
// build time, so each page's words and head tags travel in its HTML, not in this route's code.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = shortPageFor(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { ...page, head: pageMeta(page) };
};

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: shortPageStyles, precedence: 'page' },
];

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function ShortPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <DetailHero
        back={{ to: '/#home', label: 'Back to Home' }}
        heading={page.heading}
        intro={page.intro}
      />
      {page.kind === 'hub' ? <HubPage page={page} /> : <BulletPage page={page} />}
    </>
  );
}
