import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, pageMeta } from './meta';
import { SITE_URL } from './site-url';
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd } from './structured-data';

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe('pageMeta', () => {
  const tags = pageMeta({
    title: 'Cookie Statement',
    description: 'About cookies.',
    path: '/cookies',
  });

  it('gives the title, description and an absolute canonical link', () => {
    expect(tags[0]).toEqual({ title: 'Cookie Statement | Corvane' });
    expect(find(tags, 'name', 'description')?.content).toBe('About cookies.');
    expect(find(tags, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${SITE_URL}/cookies`,
    });
  });

  it('gives Open Graph and Twitter tags with the site’s share image', () => {
    expect(find(tags, 'property', 'og:url')?.content).toBe(`${SITE_URL}/cookies`);
    expect(find(tags, 'property', 'og:title')?.content).toBe('Cookie Statement | Corvane');
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      `${SITE_URL}${DEFAULT_SHARE_IMAGE.path}`,
    );
    expect(find(tags, 'property', 'og:image:alt')?.content).toBe(DEFAULT_SHARE_IMAGE.alt);
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(
      `${SITE_URL}${DEFAULT_SHARE_IMAGE.path}`,
    );
  });

  it('appends the structured data it is given', () => {
    const home = pageMeta({
      title: 'Home',
      description: 'd',
      path: '/',
      jsonLd: [organizationJsonLd()],
    });
    expect(home.at(-1)).toEqual(organizationJsonLd());
  });
});

describe('structured data', () => {
  const data = (tag: MetaDescriptor) =>
    (tag as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];

  it('describes the company as an Organization', () => {
    expect(data(organizationJsonLd())).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Corvane',
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/images/og/corvane-logo.png`,
      foundingDate: '2008',
    });
  });

  it('numbers a breadcrumb trail from 1 with absolute URLs', () => {
    expect(
      data(
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/#products' },
        ]),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${SITE_URL}/#products` },
      ],
    });
  });

  it('turns questions and answers into a FAQPage', () => {
    expect(data(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
      ],
    });
  });
});
