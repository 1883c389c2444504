import type { ChildProcess } from 'node:child_process';

export interface StartOptions {
  /** The built site to serve (default site/build/client). */
  siteDir?: string;
  /** A fixed port (default: a free one). */
  port?: number;
  /** The server's data folder, kept after `stop()` (default: a new temporary one, removed). */
  dataDir?: string;
  /** Catch every mail on a loopback SMTP server and keep it in this folder (mailbox.mjs reads it). */
  mailbox?: string;
  /** More environment for the server; PORT, HOST and DATA_DIR come from the options above. */
  env?: Record<string, string>;
  /** Words before the command, to run it inside another (e.g. `unshare`). */
  prefix?: string[];
  /** Print what the server prints as it does (default true); `output()` has it either way. */
  echo?: boolean;
}

export interface BuiltServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The same as `origin`. */
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** Stops the server (SIGTERM, SIGKILL after 10 s) and keeps its data folder. */
  exit(): Promise<void>;
  /** Stops the server and removes its data folder, unless the caller gave it. */
  stop(): Promise<void>;
}

/**
 * The built server and site on loopback, resolved once it answers /api/health. Rejects with an
 * error carrying the server's `exitCode` and `output` when it exits or does not answer first.
 */
export function startServer(name: string, options?: StartOptions): Promise<BuiltServer>;
