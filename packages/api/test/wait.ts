// Waiting in tests for something a server does in the background, with a bound.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds; fails naming `what` after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
