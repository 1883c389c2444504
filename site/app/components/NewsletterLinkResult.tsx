import { Alert, LiveRegion } from '@corvane/ui';
import { MESSAGES } from '@corvane/contract/client';
import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_LINK_WITHOUT_TOKEN } from '../content/pages';

type Result = { tone: 'info' | 'success' | 'error'; text: string };

/**
 * Sends the token of the link the visitor followed (confirm or unsubscribe) and shows the
 * server's answer. The prerendered page says what it is doing; the token is read only in the
 * browser, after hydration, so the page and the hydrated page match.
 */
export function NewsletterLinkResult({
  action,
  working,
}: {
  action: 'confirm' | 'unsubscribe';
  working: string;
}) {
  const [result, setResult] = useState<Result>({ tone: 'info', text: working });
  // Once per page view: a link works once, so a second call would report a used link.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const token = new URLSearchParams(window.location.search).get('token');
      if (!token) {
        setResult({ tone: 'error', text: NEWSLETTER_LINK_WITHOUT_TOKEN });
        return;
      }
      try {
        const { api } = await import('../auth/api');
        const call = action === 'confirm' ? api.confirmNewsletter : api.unsubscribeNewsletter;
        const { msg } = await call({ token });
        // A reload would only find the used link: keep the address, drop the token.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        const done =
          action === 'confirm' ? MESSAGES.newsletterConfirmed : MESSAGES.newsletterUnsubscribed;
        setResult({ tone: 'success', text: msg ?? done });
      } catch (error) {
        const fallback =
          action === 'confirm'
            ? MESSAGES.newsletterConfirmFailed
            : MESSAGES.newsletterUnsubscribeFailed;
        setResult({
          tone: 'error',
          text: error instanceof Error && error.message ? error.message : fallback,
        });
      }
    })();
  }, [action]);

  // What the prerendered page says is read with it; the result is heard from here when it comes
  // (a failure at once, the rest at the next pause): the region came with the page.
  return (
    <LiveRegion assertive={result.tone === 'error'}>
      <Alert key={`${result.tone}:${result.text}`} tone={result.tone} announce="off">
        {result.text}
      </Alert>
    </LiveRegion>
  );
}
