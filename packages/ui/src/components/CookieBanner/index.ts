export { CookieBanner } from './CookieBanner';
export type { CookieBannerProps, CookieBannerLinkProps } from './CookieBanner';
export {
  createMemoryConsentStore,
  createStorageConsentStore,
  localStorageConsentStore,
  parseCookieChoice,
} from './consentStore';
export type { ConsentStore, CookieChoice } from './consentStore';
export {
  COOKIE_BANNER_PREPAINT_SCRIPT,
  COOKIE_BANNER_PREPAINT_SCRIPT_HASH,
  COOKIE_CHOICE_ATTRIBUTE,
  COOKIE_CHOICE_KEY,
} from './prepaint';
