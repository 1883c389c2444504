import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { stopHoldingEarlyEvents } from './earlyEvents';

// React Router's default client entry, plus one step: from here on React answers every event
// (it hydrates at once what an event is aimed at), so the inline script that held early button
// clicks and submits lets go; the root replays what it held once hydrated (earlyEvents.ts).
stopHoldingEarlyEvents();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
