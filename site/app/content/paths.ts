import { shortPages } from './pages';
import { products } from './products';
import { services } from './services';

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
  ...Object.keys(shortPages),
  ...products.map((product) => `/products/${product.slug}`),
  ...services.map((service) => `/services/${service.slug}`),
];
