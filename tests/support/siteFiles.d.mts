import type { IncomingMessage, ServerResponse } from 'node:http';

/** Serves a built site: a file, a prerendered page at its path, else the SPA fallback (404). */
export function siteHandler(
  dir: string,
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
