import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { runCommand, type CommandContext } from '../commands';
import { serializeError } from '../logging';
import { InputError } from '../services/errors';
import { controlSocket } from './socket';
import { FILE_NAME_HEADER, MAX_REQUEST_BYTES, SUMMARY_HEADER } from './wire';

/** Shutdown waits this long for a command that is running, then cuts it. */
const CLOSE_WAIT_MS = 5000;

export interface ControlChannel {
  close(): Promise<void>;
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(new InputError('The command is too large for the control channel.'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new InputError('The command is not valid JSON.'));
      }
    });
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The server's end of the control channel (decision 088): HTTP on a Unix socket in the data
 * folder, in a folder only the server's user can enter; `POST /commands/<name>` with
 * `{ args }` runs that command with the server's own services. Nothing listens on TCP. Opened
 * by a server on the embedded database, which no other process may open while it runs.
 */
export async function openControlChannel(options: {
  dataDir: string;
  context: CommandContext;
  log: FastifyBaseLogger;
}): Promise<ControlChannel | undefined> {
  const { log } = options;
  const socket = controlSocket(options.dataDir);
  if (!socket.address) {
    log.warn(
      `The control channel is off: ${socket.path} is longer than a Unix socket's path may be. ` +
        'Use a shorter DATA_DIR for `npm run jobs` and the other commands to reach this server.',
    );
    return undefined;
  }
  mkdirSync(socket.dir, { recursive: true, mode: 0o700 });
  const folder = lstatSync(socket.dir);
  if (!folder.isDirectory() || folder.uid !== process.getuid?.()) {
    log.warn(`The control channel is off: ${socket.dir} is not a folder of this server's user.`);
    return undefined;
  }
  chmodSync(socket.dir, 0o700);
  // This process holds the embedded database, so a socket left here is a dead server's.
  rmSync(socket.path, { force: true });

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const name = /^\/commands\/([a-z][a-z.-]*)$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !name)
      return answer(response, 404, { error: 'No such request.' });
    try {
      const { args } = (await readJson(request)) as { args?: unknown };
      log.info(`Control channel: ${name}`);
      const output = await runCommand(options.context, name, args ?? {});
      if (output.kind === 'text') return answer(response, 200, output);
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        [FILE_NAME_HEADER]: encodeURIComponent(output.fileName),
        [SUMMARY_HEADER]: encodeURIComponent(output.summary),
      });
      await pipeline(output.stream, response).catch((error: unknown) => {
        // The command line sees the cut and writes nothing.
        log.error({ err: error }, `Control channel: ${name} stopped while sending its file`);
        response.destroy();
      });
    } catch (error) {
      if (error instanceof InputError) return answer(response, 422, { error: error.message });
      log.error({ err: error }, `Control channel: ${name} failed`);
      answer(response, 500, {
        error: `The server could not run ${name}: ${serializeError(error).message} (its log has more).`,
      });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket.address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socket.path, 0o600);
  log.info(`Control channel at ${socket.path}`);

  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
      server.closeAllConnections();
      rmSync(socket.path, { force: true });
    },
  };
}
