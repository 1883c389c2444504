import type { MailMessage } from '../outbox/message';
import { unsubscribeHeaders, unsubscribeText, type NewsletterLinks } from './unsubscribe';

// The mails of the newsletter sign-up (decision 017): the confirmation link, or a notice to an
// address already confirmed. Plain text, with the unsubscribe headers and link of every
// newsletter mail.

function withUnsubscribe(
  message: Omit<MailMessage, 'headers'>,
  links: NewsletterLinks,
): MailMessage {
  return {
    ...message,
    text: `${message.text}\n\n${unsubscribeText(links)}\n`,
    headers: unsubscribeHeaders(links),
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
