import { Mail, MapPin, Phone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { company } from '../content/company';
import { footerNav, legalNav } from '../content/navigation';
import { findService, footerServiceSlugs } from '../content/services';
import { BrandMark } from './BrandMark';
import { GlobalPresence } from './footer/GlobalPresence';
import { NewsletterForm } from './footer/NewsletterForm';
import { SocialLinks } from './footer/SocialLinks';

const footerServices = footerServiceSlugs.map((slug) => findService(slug)!);

/**
 * The current year (spec 2.3): the build's year in the prerendered page, then the visitor's own
 * clock once the page runs, so a page built in December is right in January.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(subscribeToNothing, visitorsYear, buildYear);
}
const subscribeToNothing = () => () => undefined;
const visitorsYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <BrandMark size={28} /> {company.name}
          </p>
          <p>{company.blurb}</p>
          <SocialLinks />
          <NewsletterForm />
        </div>

        <nav aria-labelledby="footer-nav-heading">
          <h2 id="footer-nav-heading" className="site-footer__heading">
            Navigation
          </h2>
          <ul className="site-footer__list">
            {footerNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="site-footer__heading">
            Services
          </h2>
          <ul className="site-footer__list">
            {footerServices.map((service) => (
              <li key={service.slug}>
                <Link to={service.url}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <ul className="site-footer__list site-footer__contact">
            <li>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} />
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              <MapPin aria-hidden="true" size={18} />
              <address>{company.mainOffice}</address>
            </li>
          </ul>
          <GlobalPresence />
        </div>
      </div>

      <div className="container site-footer__bottom">
        <p>
          © {year} {company.legalName}. All rights reserved.
        </p>
        <ul className="site-footer__legal">
          {legalNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
