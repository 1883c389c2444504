import type { MetaDescriptor } from 'react-router';
import { company } from './content/company';
import { absoluteUrl } from './site-url';

/** An image for link previews (Open Graph, Twitter): raster, as the networks require. */
export interface ShareImage {
  /** Site path of the image, e.g. `/images/og/corvane.png`. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's own preview image, drawn for it (source: `site/images-src/og-corvane.svg`). */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  path: '/images/og/corvane.jpg',
  width: 1200,
  height: 630,
  alt: 'The Corvane mark and name above the words “IT services and staffing since 2008”, on a dark blue background lit with violet and green.',
};

export interface PageMetaInput {
  /** The page's own title, before " | Corvane"; unique across the site. */
  title: string;
  description: string;
  /** The page's path in lower case, as prerendered: its canonical URL. */
  path: string;
  image?: ShareImage;
  /** Structured data for the page, from the builders in `structured-data.ts`. */
  jsonLd?: MetaDescriptor[];
}

/** The full title of a page, as the tab, search results and link previews show it. */
export const documentTitle = (title: string) => `${title} | ${company.name}`;

/**
 * Every tag a page needs for search engines and link previews: title, description, canonical
 * link, Open Graph and Twitter card, plus any JSON-LD. Route modules return it from `meta`:
 * `export const meta = () => pageMeta(pages.careers)`.
 */
export function pageMeta(page: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(image.path);
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(page.jsonLd ?? []),
  ];
}
