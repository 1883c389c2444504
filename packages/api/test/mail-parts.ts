// Reading the composed mails the tests find in the outbox folder or a test SMTP server.

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and ?B?) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A header's value, unfolded and decoded; undefined when the mail has none. */
export function header(mail: string, name: string): string | undefined {
  const head = mail.slice(0, mail.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** The part of this type (the whole mail, or a part of a multipart one), decoded. */
function textPart(mail: string, type: 'plain' | 'html'): string {
  const boundary = /boundary="([^"]+)"/.exec(header(mail, 'Content-Type') ?? '')?.[1];
  const parts = boundary
    ? mail.split(`--${boundary}`).map((part) => part.replace(/^\r\n/, ''))
    : [mail];
  const part = parts.find((p) =>
    new RegExp(`^text/${type}`, 'i').test(header(p, 'Content-Type') ?? ''),
  );
  if (!part) throw new Error(`the mail has no text/${type} part`);
  const body = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
  const encoding = header(part, 'Content-Transfer-Encoding')?.toLowerCase();
  return (encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body).replace(
    /\r\n/g,
    '\n',
  );
}

/** The text/plain part (the whole mail, or the first part of a multipart one), decoded. */
export const plainText = (mail: string) => textPart(mail, 'plain');

/** The text/html part of a multipart mail, decoded. */
export const htmlText = (mail: string) => textPart(mail, 'html');

/** The attachments: their names and decoded bytes. */
export function attachments(mail: string) {
  return [
    ...mail.matchAll(
      /Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=(\S+)\r\n\r\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map(([, name, data]) => ({ name, data: Buffer.from(data!.replace(/\r\n/g, ''), 'base64') }));
}
