import {
  forwardRef,
  useId,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { useAnnouncement } from '../../lib/useAnnouncement';
import { useHydrated } from '../../lib/useHydrated';
import { Button } from '../Button';
import { localStorageConsentStore, type ConsentStore, type CookieChoice } from './consentStore';

export interface CookieBannerLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface CookieBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Where the choice is read and stored; localStorage key `cookieChoice` by default. */
  store?: ConsentStore;
  /** Called after the visitor chooses, with `accepted` or `rejected`; the banner is gone then. */
  onChoice?: (choice: CookieChoice) => void;
  privacyHref?: string;
  cookiesHref?: string;
  /** Renders each link, e.g. `(props) => <Link to={props.href} {...props} />` for a router. */
  renderLink?: (props: CookieBannerLinkProps) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  title?: ReactNode;
  message?: ReactNode;
  privacyLinkLabel?: ReactNode;
  cookiesLinkLabel?: ReactNode;
  /** The sentence around the two links. */
  linksSentence?: (privacyLink: ReactNode, cookiesLink: ReactNode) => ReactNode;
  acceptLabel?: ReactNode;
  rejectLabel?: ReactNode;
  /** Spoken (politely) when the visitor accepts: the banner itself is gone. */
  acceptedMessage?: string;
  /** Spoken (politely) when the visitor rejects. */
  rejectedMessage?: string;
}

const defaultRenderLink = ({ href, className, children }: CookieBannerLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const defaultLinksSentence = (privacyLink: ReactNode, cookiesLink: ReactNode) => (
  <>
    Read more in our {privacyLink} and our {cookiesLink}.
  </>
);

// The server cannot know the visitor's choice, so it renders the banner ("no choice"): it is in the
// prerendered HTML and never pushes the page down after load. For a returning visitor the
// pre-paint script hides it before the first paint, and it unmounts once hydrated.
const noChoiceOnServer = () => null;

/**
 * The cookie consent banner (after the GOV.UK pattern): a labelled region in the page's flow, first
 * in the body, not modal, with equal Accept and Reject buttons. A choice stores the answer and
 * hides the banner at once (spec section 4); what was chosen is spoken, and the next Tab goes on
 * from where the banner was.
 */
export const CookieBanner = forwardRef<HTMLElement, CookieBannerProps>(function CookieBanner(
  {
    store = localStorageConsentStore,
    onChoice,
    privacyHref = '/privacy',
    cookiesHref = '/cookies',
    renderLink = defaultRenderLink,
    headingLevel = 2,
    title = 'Cookies on this site',
    message = 'We use essential cookies to make this site work. We would also like to use analytics and marketing cookies to learn how the site is used and to improve it.',
    privacyLinkLabel = 'Privacy Policy',
    cookiesLinkLabel = 'Cookie Statement',
    linksSentence = defaultLinksSentence,
    acceptLabel = 'Accept All Cookies',
    rejectLabel = 'Reject All',
    acceptedMessage = "You've accepted all cookies.",
    rejectedMessage = "You've rejected all cookies.",
    className,
    ...rest
  },
  ref,
) {
  const stored = useSyncExternalStore(store.subscribe, store.get, noChoiceOnServer);
  // False on the server and while hydrating: marks the markup the pre-paint rule may hide.
  const hydrated = useHydrated();
  // What the visitor chose here, to be spoken; the banner itself goes with the stored choice.
  const [chosen, setChosen] = useState<CookieChoice | null>(null);
  const headingId = useId();
  useAnnouncement(chosen === 'accepted' ? acceptedMessage : chosen ? rejectedMessage : null);

  if (stored !== null) return null;

  const choose = (choice: CookieChoice) => {
    setChosen(choice);
    store.set(choice);
    onChoice?.(choice);
  };

  const Heading = `h${headingLevel}` as const;
  const linkClass = 'cv-cookie-banner__link';

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx('cv-cookie-banner', className)}
      data-prerendered={hydrated ? undefined : ''}
      {...rest}
    >
      <div className="cv-cookie-banner__inner">
        <Heading id={headingId} className="cv-cookie-banner__title">
          {title}
        </Heading>
        <div className="cv-cookie-banner__text">
          <p>{message}</p>
          <p>
            {linksSentence(
              renderLink({
                href: privacyHref,
                className: linkClass,
                children: privacyLinkLabel,
              }),
              renderLink({
                href: cookiesHref,
                className: linkClass,
                children: cookiesLinkLabel,
              }),
            )}
          </p>
        </div>
        {/* Equal weight: same look, same size; neither choice is nudged. */}
        <div className="cv-cookie-banner__actions">
          <Button onClick={() => choose('accepted')}>{acceptLabel}</Button>
          <Button onClick={() => choose('rejected')}>{rejectLabel}</Button>
        </div>
      </div>
    </section>
  );
});
