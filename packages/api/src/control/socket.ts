import { join, relative, resolve } from 'node:path';

/** A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 103;

export interface ControlSocket {
  /** DATA_DIR/control: mode 0700, so only its owner can reach the socket in it. */
  dir: string;
  /** DATA_DIR/control/api.sock */
  path: string;
  /** What to listen on or connect to (the shorter of the absolute and relative path), if it fits. */
  address: string | undefined;
}

export function controlSocket(dataDir: string): ControlSocket {
  const dir = join(resolve(dataDir), 'control');
  const path = join(dir, 'api.sock');
  const fromHere = relative(process.cwd(), path);
  const shortest = fromHere.length < path.length ? fromHere : path;
  return {
    dir,
    path,
    address: Buffer.byteLength(shortest) <= MAX_SOCKET_PATH ? shortest : undefined,
  };
}
