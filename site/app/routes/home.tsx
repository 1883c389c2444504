import type { Route } from './+types/home';
import { HeroSection } from '../components/home/HeroSection';
import { AboutSection } from '../components/home/AboutSection';
import { ContactSection } from '../components/home/ContactSection';
import { ProcessSection } from '../components/home/ProcessSection';
import { ProductsSection } from '../components/home/ProductsSection';
import { ServicesSection } from '../components/home/ServicesSection';
import { StaffingSection } from '../components/home/StaffingSection';
import { TrustedBySection } from '../components/home/TrustedBySection';
import { company } from '../content/company';
import { homeContent } from '../content/home';
import { pages } from '../content/pages';
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

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The home page (spec 2.4-2.10): one section per anchor of the header. */
export default function Home({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <HeroSection eyebrow={company.tagline} heading={content.heading} slides={content.hero} />
      <ProcessSection {...content.process} />
      <AboutSection {...content.about} />
      <ServicesSection {...content.services} />
      <StaffingSection {...content.staffing} />
      <ProductsSection {...content.products} />
      <TrustedBySection {...content.trustedBy} />
      <ContactSection {...content.contact} />
    </>
  );
}
