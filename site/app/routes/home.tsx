import type { Route } from './+types/home';
import { HeroSection } from '../components/home/HeroSection';
import {
  aboutIsland,
  contactIsland,
  homeIslands,
  processIsland,
  productsIsland,
  servicesIsland,
  staffingIsland,
  trustedByIsland,
} from '../components/home/islands';
import { company } from '../content/company';
import { homeContent } from '../content/home';
import { pages } from '../content/pages';
import { Island } from '../islands/Island';
import { preloadIslands } from '../islands/island';
import { pageMeta } from '../meta';
import { organizationJsonLd } from '../structured-data';
import homeStyles from '../styles/home.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: homeStyles, precedence: 'route' },
];

// Runs at build time: the page's words and lists arrive as HTML, not as JavaScript.
export const loader = () => ({
  ...homeContent(),
  heading: pages.home.heading,
  head: pageMeta({ ...pages.home, jsonLd: [organizationJsonLd()] }),
});

// A client-side navigation to the home page brings the sections' code with the data, so they
// render at once instead of popping in.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [content] = await Promise.all([serverLoader(), preloadIslands(homeIslands)]);
  return content;
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The home page (spec 2.4-2.10): one section per anchor of the header. */
export default function Home({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <HeroSection eyebrow={company.tagline} heading={content.heading} slides={content.hero} />
      <Island island={processIsland} props={content.process} />
      <Island island={aboutIsland} props={content.aboutProps} />
      <Island island={servicesIsland} props={content.servicesProps} />
      <Island island={staffingIsland} props={content.staffing} />
      <Island island={productsIsland} props={content.productsProps} />
      <Island island={trustedByIsland} props={content.trustedProps} />
      <Island island={contactIsland} props={content.contactProps} />
    </>
  );
}
