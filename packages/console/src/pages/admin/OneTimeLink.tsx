import { Button, Field, LiveRegion, TextInput } from '@corvane/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import './OneTimeLink.css';

interface OneTimeLinkProps {
  /** The single-use set-password link and when it stops working. */
  link: { url: string; expiresAt: string };
  /** Who it is for, as the screen names them. */
  person: string;
}

type Copied = { ok: boolean; times: number } | null;

/**
 * A set-password link the server gives once: shown in a box that takes focus when it appears,
 * with a button that copies it and says so, and what to do with it.
 */
export function OneTimeLink({ link, person }: OneTimeLinkProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [copied, setCopied] = useState<Copied>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [link.url]);

  const copy = () => {
    const times = (copied?.times ?? 0) + 1;
    // Without a secure origin there is no clipboard: the failure says what to do instead.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link.url))
      .then(
        () => setCopied({ ok: true, times }),
        () => setCopied({ ok: false, times }),
      );
  };

  return (
    <section className="one-time-link" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="one-time-link__title">
        Set-password link for {person}
      </h3>
      <p>
        It works once, until {formatDateTime(link.expiresAt)} (24 hours). Send it to {person}{' '}
        privately, in a message only they can read: whoever opens it can set the password.
      </p>
      <p>The console shows it only now. If it is lost, make a new one.</p>
      <Field label="Set-password link" className="one-time-link__field">
        <TextInput
          readOnly
          value={link.url}
          className="console-code"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <div className="console-form__actions">
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
        <LiveRegion>
          {copied ? (
            <p key={copied.times} className="one-time-link__copied">
              {copied.ok
                ? 'Link copied.'
                : 'The link could not be copied. Select it in the box above and copy it yourself.'}
            </p>
          ) : null}
        </LiveRegion>
      </div>
    </section>
  );
}
