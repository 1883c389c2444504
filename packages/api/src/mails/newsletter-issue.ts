import type { MailMessage } from '../outbox/message';
import { COLOURS, escapeHtml, FONT, style } from './html';
import type { RenderedMarkdown } from './markdown';
import { unsubscribeHeaders, unsubscribeText, type NewsletterLinks } from './unsubscribe';

// One issue of the newsletter, to one subscriber: the Markdown's HTML in the site's frame (a dark
// brand band, a white card on the light page) with a plain-text part beside it, and that
// subscriber's own unsubscribe link, visible and in the RFC 8058 headers (decisions 017, 089).

export interface NewsletterIssueContent {
  subject: string;
  body: RenderedMarkdown;
  /** The site's public address, named in the footer. */
  siteUrl: string;
}

const why = (siteUrl: string) =>
  `You receive this because you subscribed to the Corvane newsletter at ${siteUrl}.`;

function frame(issue: NewsletterIssueContent, links: NewsletterLinks): string {
  const site = escapeHtml(issue.siteUrl);
  const link = `color:${COLOURS.link};text-decoration:underline;`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(issue.subject)}</title>
</head>
<body${style(`margin:0;padding:0;background:${COLOURS.page};`)}>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"${style(`background:${COLOURS.page};`)}>
<tr><td align="center"${style('padding:24px 12px;')}>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"${style(`max-width:600px;background:${COLOURS.surface};border:1px solid ${COLOURS.border};border-radius:8px;`)}>
<tr><td${style(`padding:24px 32px;background:${COLOURS.band};background-image:linear-gradient(135deg,${COLOURS.band},${COLOURS.bandAccent});border-radius:8px 8px 0 0;`)}>
<a href="${site}"${style(`color:${COLOURS.onBand};font:700 22px/1.2 ${FONT};text-decoration:none;letter-spacing:-0.01em;`)}>Corvane</a>
<p${style(`margin:4px 0 0;color:${COLOURS.onBandMuted};font:14px/1.5 ${FONT};`)}>Newsletter</p>
</td></tr>
<tr><td${style(`padding:32px;color:${COLOURS.text};font:16px/1.6 ${FONT};`)}>
${issue.body.html}</td></tr>
<tr><td${style(`padding:20px 32px 28px;border-top:1px solid ${COLOURS.border};color:${COLOURS.muted};font:13px/1.6 ${FONT};`)}>
<p${style('margin:0 0 8px;')}>You receive this because you subscribed to the Corvane newsletter at <a href="${site}"${style(link)}>${site}</a>.</p>
<p${style('margin:0;')}><a href="${escapeHtml(links.unsubscribePage)}"${style(link)}>Unsubscribe from the Corvane newsletter</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** `test`: a copy for the sender to check, marked so in its subject; never bulk. */
export function newsletterIssueMail(
  to: string,
  issue: NewsletterIssueContent,
  links: NewsletterLinks,
  { test = false } = {},
): MailMessage {
  return {
    kind: test ? 'newsletter-test' : 'newsletter-issue',
    to,
    subject: test ? `[Test] ${issue.subject}` : issue.subject,
    text: `${issue.body.text}\n-- \n${why(issue.siteUrl)}\n${unsubscribeText(links)}\n`,
    html: frame(issue, links),
    headers: unsubscribeHeaders(links),
  };
}
