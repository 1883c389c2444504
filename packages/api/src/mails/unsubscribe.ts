// What every newsletter mail carries (decision 017): the RFC 8058 one-click headers with the
// subscriber's own link, and a visible link to the site's unsubscribe page.

/** The links one newsletter mail carries, all on the site's public address. */
export interface NewsletterLinks {
  /** The page that confirms (only in a confirmation mail). */
  confirm?: string;
  /** The page a person opens from the mail's visible link. */
  unsubscribePage: string;
  /** RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here. */
  oneClick: string;
}

export function unsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export const unsubscribeText = (links: NewsletterLinks) =>
  `To stop these emails, unsubscribe here: ${links.unsubscribePage}`;
