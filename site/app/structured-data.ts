import type { MetaDescriptor } from 'react-router';
import { company } from './content/company';
import { absoluteUrl, SITE_URL } from './site-url';

// Schema.org JSON-LD for search engines, built from the same content the pages show. Each
// builder returns a meta descriptor that React Router renders as
// <script type="application/ld+json">.

export const LOGO_PATH = '/images/og/corvane-logo.png';

const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({
  'script:ld+json': { '@context': 'https://schema.org', ...data },
});

/** The company, for the home page. */
export function organizationJsonLd(): MetaDescriptor {
  return jsonLd({
    '@type': 'Organization',
    '@id': `${SITE_URL}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    description: company.blurb,
    foundingDate: String(company.founded),
    email: company.email,
    telephone: company.phone,
    address: company.mainOffice,
  });
}

export interface Crumb {
  name: string;
  /** Site path, e.g. `/#products` or `/products/robotics-research-kit`. */
  path: string;
}

/** The trail from the home page to a page, e.g. Home > Products > Robotics Research Kit. */
export function breadcrumbJsonLd(trail: Crumb[]): MetaDescriptor {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  });
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions and answers shown on a page, in its order. */
export function faqPageJsonLd(entries: FaqEntry[]): MetaDescriptor {
  return jsonLd({
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  });
}
