export interface BuiltServer {
  origin: string;
  dataDir: string;
  /** Stops the server (SIGTERM: it writes what it holds) and keeps its data directory. */
  exit(): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** The built server and site on a free loopback port with a throwaway embedded database. */
export function startServer(name: string, options?: { siteDir?: string }): Promise<BuiltServer>;
