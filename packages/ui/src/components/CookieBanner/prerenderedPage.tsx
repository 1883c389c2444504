// For the stories: a page with the banner as a site would prerender it, and the pre-paint script
// run as an inline <head> script would run it (prerendering and hydrating: src/testing/prerender).
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { COOKIE_BANNER_PREPAINT_SCRIPT, COOKIE_CHOICE_ATTRIBUTE } from './prepaint';

/** GOV.UK's order: the banner first, then the skip link, then the page. */
export function PageWithBanner({ links = 30, ...props }: CookieBannerProps & { links?: number }) {
  return (
    <div style={{ fontFamily: 'var(--cv-font-sans)' }}>
      <CookieBanner {...props} />
      <a href="#main">Skip to main content</a>
      <main id="main" style={{ padding: 'var(--cv-space-6)' }}>
        <h1 style={{ marginTop: 0 }}>Join Our Innovation Journey</h1>
        {Array.from({ length: links }, (_, i) => (
          <p key={i}>
            <a href={`#role-${i + 1}`}>Open role {i + 1}</a>
          </p>
        ))}
      </main>
    </div>
  );
}

/** Runs the exported script exactly as an inline `<script>` in the head would. */
export function runPrepaintScript(doc: Document): void {
  const script = doc.createElement('script');
  script.textContent = COOKIE_BANNER_PREPAINT_SCRIPT;
  doc.head.append(script);
  script.remove();
}

/** Leaves no stored choice and no mark behind for the next story. */
export function forgetChoice(doc: Document): void {
  doc.defaultView?.localStorage.removeItem('cookieChoice');
  doc.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
}
