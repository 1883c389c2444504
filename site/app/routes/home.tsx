import { Button } from '@corvane/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company } from '../content/company';
import { pages } from '../content/pages';
import { products } from '../content/products';
import { services } from '../content/services';
import { pageMeta } from '../meta';
import { organizationJsonLd } from '../structured-data';

export const meta = () => pageMeta({ ...pages.home, jsonLd: [organizationJsonLd()] });

function HomeSection(props: {
  id: string;
  heading: string;
  intro: string;
  tone?: 'light' | 'subtle';
  children?: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className={`home-section home-section--${props.tone ?? 'light'}`}
    >
      <div className="container">
        <h2 id={headingId} className="section-heading">
          {props.heading}
        </h2>
        <p className="section-intro">{props.intro}</p>
        {props.children}
      </div>
    </section>
  );
}

export default function Home() {
  const copy = pages.home;
  return (
    <>
      <section id="home" className="home-hero" aria-labelledby="home-heading">
        <div className="container">
          <p className="page-header__eyebrow">{company.tagline}</p>
          <h1 id="home-heading">{copy.heading}</h1>
          <p className="page-header__intro">{copy.intro}</p>
          <div className="home-hero__actions">
            <Button asChild size="lg" variant="inverse">
              <Link to="/#services">Explore our services</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="button-on-dark">
              <Link to="/careers">See open roles</Link>
            </Button>
          </div>
        </div>
      </section>

      <HomeSection
        id="about"
        heading="About Corvane"
        intro="Our mission, our values and what sets us apart after 15+ years of delivering technology and talent."
      />

      <HomeSection
        id="services"
        tone="subtle"
        heading="Our Services"
        intro="Thirteen practices, from QA and AI to SAP and workforce management. Choose one to read more."
      >
        <ul className="link-grid">
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={service.url} className="link-card">
                <span className="link-card__label">{service.category}</span>
                <span className="link-card__title">{service.title}</span>
                <span className="link-card__text">{service.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="staffing-solutions"
        heading="Staffing Revolutionized"
        intro="How we find, vet and place skilled people, cutting time-to-hire by up to 62%."
      />

      <HomeSection
        id="products"
        tone="subtle"
        heading="Our Products"
        intro="Seven products we build and support, from learning platforms to research robotics."
      >
        <ul className="link-grid">
          {products.map((product) => (
            <li key={product.slug}>
              <Link to={`/products/${product.slug}`} className="link-card">
                <span className="link-card__label">{product.category}</span>
                <span className="link-card__title">{product.name}</span>
                <span className="link-card__text">{product.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="trusted-by"
        heading="Trusted By"
        intro="Companies in finance, health, retail and the public sector rely on our people and our software."
      />

      <HomeSection
        id="contact"
        tone="subtle"
        heading="Get In Touch"
        intro="Tell us about your project or the people you need. We reply within one working day."
      >
        <ul className="contact-links">
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>
            <a href={company.phoneHref}>{company.phone}</a>
          </li>
        </ul>
      </HomeSection>
    </>
  );
}
