import { MESSAGES } from '@corvane/contract/client';
import { useId, useState, type FormEvent } from 'react';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' | 'failed'; text: string };

/**
 * The footer's newsletter sign-up. The spec gives it no behaviour; ours is real: the address goes
 * to POST /api/newsletter, and the answer (or the reason it failed) shows under the field. The
 * address stays in the field after a failure, so nothing typed is lost. The field is left to the
 * browser (read on submit), so what is typed before the footer's code arrives stays too.
 */
export function NewsletterForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const said = status.kind === 'done' || status.kind === 'failed' ? status.text : '';
  // Each answer is new words in the message's live region (the same words again too).
  const [answers, setAnswers] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setStatus({ kind: 'sending' });
    try {
      const { api } = await import('../../auth/api');
      const { msg } = await api.subscribeNewsletter({ email });
      form.reset();
      setStatus({ kind: 'done', text: msg ?? MESSAGES.newsletterSubscribed });
      setAnswers((count) => count + 1);
    } catch (error) {
      setStatus({
        kind: 'failed',
        text: error instanceof Error && error.message ? error.message : MESSAGES.newsletterFailed,
      });
      setAnswers((count) => count + 1);
    }
  };

  const messageId = `${id}-message`;
  return (
    <form className="newsletter" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="site-footer__heading">
        Newsletter
      </h2>
      <p className="newsletter__intro">News, events and open roles, once a month.</p>
      {/* Says e-mail, not just "address" (a postal one?); spelt so that it does not take the
          name "Email" of the page's own forms (sign-in, contact) away from them. */}
      <label htmlFor={`${id}-email`} className="newsletter__label">
        E-mail address
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          aria-describedby={messageId}
          aria-invalid={status.kind === 'failed' || undefined}
        />
        <button type="submit" className="newsletter__button" disabled={status.kind === 'sending'}>
          Subscribe
        </button>
      </div>
      {/* Heard from here each time an answer comes: a failure at once, the reply at the next
          pause. The region is in the page from the start, so what enters it is spoken. */}
      <p
        id={messageId}
        className="newsletter__message"
        data-tone={status.kind === 'failed' ? 'error' : 'success'}
        aria-live={status.kind === 'failed' ? 'assertive' : 'polite'}
      >
        {said ? <span key={answers}>{said}</span> : null}
      </p>
    </form>
  );
}
