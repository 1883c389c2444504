// What a page's <head> needs before any script of ours has loaded. Strings only, importing
// nothing: the build makes this module an entry of its own without "use client" (tsup.config.ts),
// so a server component (a Next.js root layout) gets the script itself, not a reference to a
// client module that the browser must download before React can hydrate the <head>.

/** The key of spec section 9: `cookieChoice`, with the values `accepted` or `rejected`. */
export const COOKIE_CHOICE_KEY = 'cookieChoice';

/** Set on `<html>` by the pre-paint script when a choice is stored: `accepted` or `rejected`. */
export const COOKIE_CHOICE_ATTRIBUTE = 'data-cookie-choice';

/**
 * Put this, unchanged, in an inline `<script>` in the `<head>` of every prerendered page. Before
 * the first paint it marks `<html>` when a choice is stored, and the stylesheet then hides the
 * prerendered banner, so a returning visitor never sees it flash. A fixed string, so its CSP hash
 * (`COOKIE_BANNER_PREPAINT_SCRIPT_HASH`) never changes; it swallows blocked-storage errors.
 */
export const COOKIE_BANNER_PREPAINT_SCRIPT = `try{var c=localStorage.getItem("${COOKIE_CHOICE_KEY}");if(c==="accepted"||c==="rejected")document.documentElement.setAttribute("${COOKIE_CHOICE_ATTRIBUTE}",c)}catch(e){}`;

/** The script's CSP source, for `script-src`: checked against the script by a unit test. */
export const COOKIE_BANNER_PREPAINT_SCRIPT_HASH =
  "'sha256-FWg8daBntnVHJRBZ3hknSTCgQ+NEzx1i3U9oEGan3Pk='";
