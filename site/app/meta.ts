import type { MetaDescriptor } from 'react-router';
import { company } from './content/company';
import type { PageCopy } from './content/pages';

/** The title and description tags of a page. */
export function pageMeta(copy: Pick<PageCopy, 'title' | 'description'>): MetaDescriptor[] {
  const title = `${copy.title} | ${company.name}`;
  return [
    { title },
    { name: 'description', content: copy.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: copy.description },
    { property: 'og:site_name', content: company.name },
  ];
}
