import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsletterLinks } from '../mails/unsubscribe';

const SUBSCRIBER_ID = /^[0-9a-f-]{36}$/;

/**
 * The links in newsletter mails (decision 017). An unsubscribe token is the subscriber's random
 * id with an HMAC of it: it never carries the address, needs no stored secret, and works for
 * every mail that subscriber was ever sent.
 */
export class NewsletterLinkSigner {
  constructor(
    private readonly key: Buffer,
    /** The site's public address, e.g. https://www.corvane.com (PUBLIC_SITE_URL). */
    private readonly siteUrl: () => string,
  ) {}

  /** The subscriber id a token names, or undefined for a token we did not sign. */
  subscriberOf(token: string): string | undefined {
    const [id, signature] = token.split('.');
    if (!id || !signature || !SUBSCRIBER_ID.test(id)) return undefined;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
  }

  links(id: string, confirmToken?: string): NewsletterLinks {
    const site = this.siteUrl();
    const unsubscribe = encodeURIComponent(`${id}.${this.sign(id)}`);
    return {
      confirm: confirmToken
        ? `${site}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`
        : undefined,
      unsubscribePage: `${site}/newsletter/unsubscribe?token=${unsubscribe}`,
      oneClick: `${site}/api/newsletter/unsubscribe?token=${unsubscribe}`,
    };
  }

  private sign(id: string): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${id}`).digest('base64url');
  }
}
