import { FlipCard } from '@corvane/ui';
import { Mail, Phone } from 'lucide-react';
import { company } from '../../content/company';
import { telHref, type Office } from '../../content/offices';
import { ContactForm } from './ContactForm';

/**
 * Contact (spec 2.10): 'Get In Touch' with a mail and a phone link, the Contact Us form, and Our
 * Locations: a flip card per office whose back holds the address.
 */
export function ContactSection({ locations }: { locations: Office[] }) {
  return (
    <section
      tabIndex={-1}
      id="contact"
      className="home-section contact"
      aria-labelledby="contact-heading"
    >
      <div className="container">
        <p className="section-eyebrow">Contact</p>
        <h2 id="contact-heading" className="section-heading">
          Get In Touch
        </h2>
        <p className="section-intro">
          Tell us about your project or the people you need. We reply within one working day.
        </p>
        <div className="contact__grid">
          <div className="contact__direct">
            <a className="contact__link" href={`mailto:${company.email}`}>
              <Mail aria-hidden="true" size={22} />
              <span>
                <span className="contact__link-label">Email us</span>
                {company.email}
              </span>
            </a>
            <a className="contact__link" href={company.phoneHref}>
              <Phone aria-hidden="true" size={22} />
              <span>
                <span className="contact__link-label">Call us</span>
                {company.phone}
              </span>
            </a>
          </div>
          <ContactForm />
        </div>

        <h3 className="subsection-heading">Our Locations</h3>
        <ul className="locations">
          {locations.map((office) => (
            <li key={office.id}>
              <FlipCard
                className="location-card"
                headingLevel={4}
                title={office.country}
                front={
                  <>
                    <p className="location-card__city">{office.city}</p>
                    <p className="location-card__note">{office.note}</p>
                  </>
                }
                back={
                  <>
                    {office.address.map((line) => (
                      <span key={line} className="location-card__line">
                        {line}
                      </span>
                    ))}
                    <a href={telHref(office.phone)}>{office.phone}</a>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
