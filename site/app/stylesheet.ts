import type { LinkDescriptor } from 'react-router';

/**
 * A route's stylesheet for its `links`, with the `precedence` that orders it in the head (React
 * 19). The build writes each prerendered page's stylesheets into the page as <style> elements
 * (decision 087); one the page already holds is not linked again, or hydration would download it
 * a second time. A stylesheet the page does not hold yet (another route's, reached by a
 * client-side navigation) loads as a link, and on the server every one is a link.
 */
export function stylesheet(href: string, precedence: string): LinkDescriptor[] {
  const inline =
    typeof document !== 'undefined' &&
    document.querySelector(`style[data-href="${CSS.escape(href)}"]`) !== null;
  // React Router's link type does not know React's `precedence`; React renders it all the same.
  const link = { rel: 'stylesheet', href, precedence };
  return inline ? [] : [link];
}
