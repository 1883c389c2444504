export type CodeKind = 'verify' | 'reset';

/** Every mail in the API server's outbox folder (to `to` only, if given), oldest first. */
export function outboxMails(dataDir: string, to?: string): string[];

/** A loopback SMTP server keeping every mail in `folder`; `url` is the server's SMTP_URL. */
export function captureMail(folder: string): Promise<{ url: string; close(): Promise<void> }>;

/** Every mail a `captureMail` server kept for `address`, oldest first. */
export function capturedMails(folder: string, address: string): string[];

/** The code of a verification or password-reset mail (of either kind if none is given). */
export function codeIn(mail: string, kind?: CodeKind): string | undefined;
