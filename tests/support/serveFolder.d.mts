/** Serves a built folder on a free loopback port; `stop()` closes it and its connections. */
export function serveFolder(dir: string): Promise<{ origin: string; stop: () => void }>;
