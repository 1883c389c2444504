import type { MailMessage } from '../outbox/message';

/** The links one newsletter mail carries, all on the site's public address. */
export interface NewsletterLinks {
  /** The page that confirms (only in a confirmation mail). */
  confirm?: string;
  /** The page a person opens from the mail's visible link. */
  unsubscribePage: string;
  /** RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here. */
  oneClick: string;
}

/** Every newsletter mail: the one-click unsubscribe headers (RFC 8058) and a visible link. */
function withUnsubscribe(
  message: Omit<MailMessage, 'headers'>,
  links: NewsletterLinks,
): MailMessage {
  return {
    ...message,
    text: `${message.text}\n\nTo stop these emails, unsubscribe here: ${links.unsubscribePage}\n`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function newsletterConfirmMail(to: string, links: NewsletterLinks): MailMessage {
  return withUnsubscribe(
    {
      kind: 'newsletter-confirm',
      to,
      subject: 'Confirm your subscription to the Corvane newsletter',
      text: [
        'Hello,',
        '',
        'Someone, we hope you, asked to receive the Corvane newsletter (news, events and open roles, once a month) at this address.',
        '',
        'To confirm, open this link. It works once, for 7 days:',
        links.confirm,
        '',
        'If it was not you, ignore this email: you will not be subscribed.',
        '',
        'Corvane',
      ].join('\n'),
    },
    links,
  );
}

/** To an address already confirmed: the same form reply, and this mail says nothing changed. */
export function newsletterAlreadySubscribedMail(to: string, links: NewsletterLinks): MailMessage {
  return withUnsubscribe(
    {
      kind: 'newsletter-notice',
      to,
      subject: 'You are already subscribed to the Corvane newsletter',
      text: [
        'Hello,',
        '',
        'Someone asked to subscribe this address to the Corvane newsletter. It is subscribed already, so nothing has changed.',
        '',
        'Corvane',
      ].join('\n'),
    },
    links,
  );
}
