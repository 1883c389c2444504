import { MESSAGES } from '@corvane/contract/client';
import { Alert, Button, Field, LiveRegion, Textarea, TextInput } from '@corvane/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { messageKey } from '../messageKey';

/** Spec 9: the success and error banners show for 5000 ms. */
export const CONTACT_BANNER_MS = 5000;

type Banner = { tone: 'success' | 'error'; text: string } | null;

/**
 * Contact Us (spec 2.10): name, email, subject and message, all required (the browser checks
 * them). The message goes to our API (decision 060); on success the form clears and a banner
 * says so for 5 seconds; on failure a banner says so for 5 seconds and everything typed stays.
 * The fields are left to the browser and read on submit, so that what is typed before the
 * section's code has arrived is never reset by hydration.
 */
export function ContactForm() {
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), CONTACT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    const fields = {
      name: field('name'),
      email: field('email'),
      subject: field('subject'),
      message: field('message'),
    };
    setSending(true);
    try {
      const { api } = await import('../../auth/api');
      await api.sendContact(fields);
      form.reset();
      setBanner({ tone: 'success', text: MESSAGES.contactSent });
    } catch {
      setBanner({ tone: 'error', text: MESSAGES.contactFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="contact-form" onSubmit={submit} aria-labelledby="contact-form-heading">
      <h3 id="contact-form-heading" className="contact-form__heading">
        Contact Us
      </h3>
      {/* Heard from here as it appears (a failure at once, a success at the next pause), each
          time: the live region is in the page before the message. */}
      <LiveRegion className="contact-form__banner" assertive={banner?.tone === 'error'}>
        {banner ? (
          <Alert key={messageKey(banner)} tone={banner.tone} announce="off">
            {banner.text}
          </Alert>
        ) : null}
      </LiveRegion>
      <div className="contact-form__row">
        <Field label="Name" required>
          <TextInput name="name" autoComplete="name" />
        </Field>
        <Field label="Email" required>
          <TextInput name="email" type="email" autoComplete="email" />
        </Field>
      </div>
      <Field label="Subject" required>
        <TextInput name="subject" />
      </Field>
      <Field label="Message" required>
        <Textarea name="message" rows={5} />
      </Field>
      <Button type="submit" loading={sending} className="contact-form__submit">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
