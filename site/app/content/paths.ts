import { products } from './products';
import { services } from './services';
import { shortPages } from './short-pages';

/** Every path of the route table (spec 2.1): what the build prerenders. */
export const prerenderPaths: string[] = [
  '/',
  '/loginsignup',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  ...shortPages.map((page) => page.path),
  ...products.map((product) => `/products/${product.slug}`),
  ...services.map((service) => `/services/${service.slug}`),
];
