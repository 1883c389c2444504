import { request, type IncomingMessage } from 'node:http';
import type { CommandOutput } from '../commands';
import { InputError } from '../services/errors';
import { controlSocket } from './socket';
import { commandPath, FILE_NAME_HEADER, SUMMARY_HEADER } from './wire';

/** A file answer from the server: its bytes arrive on `stream`. */
export type RemoteOutput =
  | Extract<CommandOutput, { kind: 'text' }>
  | { kind: 'file'; fileName: string; summary: string; stream: IncomingMessage };

/** The server stopped while a command was running: whatever it did, it did in full or not at all. */
export class ChannelCutError extends Error {
  override name = 'ChannelCutError';
}

const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

async function readAll(stream: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Runs a command in the server that holds this data folder, over its control socket (decision
 * 088). Undefined when no server answers there: no socket, or one a killed server left behind.
 * A refusal of the input (unknown job...) is an InputError, as when the command runs here.
 */
export function callServer(
  dataDir: string,
  name: string,
  args: unknown,
): Promise<RemoteOutput | undefined> {
  const socket = controlSocket(dataDir);
  if (!socket.address) return Promise.resolve(undefined);
  const body = JSON.stringify({ args });
  return new Promise((resolve, reject) => {
    let sent = false;
    const call = request(
      {
        socketPath: socket.address,
        agent: false, // one request, then the process ends: nothing to keep alive
        path: commandPath(name),
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        void (async () => {
          if (response.headers['content-type'] === 'application/octet-stream') {
            const header = (name: string) =>
              decodeURIComponent(String(response.headers[name] ?? ''));
            return {
              kind: 'file' as const,
              fileName: header(FILE_NAME_HEADER),
              summary: header(SUMMARY_HEADER),
              stream: response,
            };
          }
          const answer = JSON.parse(await readAll(response)) as
            Extract<CommandOutput, { kind: 'text' }> | { error: string };
          if ('error' in answer) throw new InputError(answer.error);
          return answer;
        })().then(resolve, (error: unknown) =>
          reject(error instanceof InputError ? error : cut(name)),
        );
      },
    );
    call.on('socket', (s) => s.once('connect', () => (sent = true)));
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent && NO_SERVER.has(error.code ?? '')) return resolve(undefined);
      if (!sent && error.code === 'EACCES') {
        return reject(
          new InputError(
            `${socket.dir} belongs to another user: run this command as the user who runs the server.`,
          ),
        );
      }
      reject(cut(name));
    });
    call.end(body);
  });
}

const cut = (name: string) =>
  new ChannelCutError(
    `The server stopped while running "${name.replace('.', ' ')}". Run the command again once it is back.`,
  );
