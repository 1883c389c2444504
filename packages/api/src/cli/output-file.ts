import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { link, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ChannelCutError } from '../control/client';
import { InputError } from '../services/errors';
import { printText } from './common';
import type { Render } from './run';

/**
 * Where a file answer goes: OUT itself, or OUT/<the command's name for it> when OUT is a folder.
 * Checked before the command runs, so bad input writes nothing.
 */
export function checkTarget(out: string, force: boolean, folderAllowed: boolean) {
  const isFolder = existsSync(out) && statSync(out).isDirectory();
  if (isFolder && !folderAllowed) throw new InputError(`${out} is a folder: name a file.`);
  if (!isFolder && !existsSync(dirname(out))) {
    throw new InputError(`The folder ${dirname(out)} does not exist.`);
  }
  if (!isFolder && existsSync(out) && !force) {
    throw new InputError(`${out} exists already: add --force to replace it.`);
  }
  return (fileName: string) => (isFolder ? join(out, basename(fileName)) : out);
}

/**
 * Writes the stream to `path` whole or not at all: into a hidden file beside it (mode 0600: it
 * holds applicants' data), then moved into place; without `force`, never over a file that
 * appeared meanwhile. The file belongs to whoever runs the command. Answers its size in bytes.
 */
export async function saveFile(stream: Readable, path: string, force: boolean): Promise<number> {
  if (!force && existsSync(path)) {
    stream.destroy();
    throw new InputError(`${path} exists already: add --force to replace it.`);
  }
  const partial = join(
    dirname(path),
    `.${basename(path)}.${randomBytes(4).toString('hex')}.partial`,
  );
  let bytes = 0;
  try {
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await pipeline(stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 })).catch(
      (error: unknown) => {
        throw error instanceof InputError
          ? error
          : new ChannelCutError(`The file was cut off before its end: ${path} was not written.`);
      },
    );
    // On disk before it takes the name.
    const written = await open(partial, 'r+');
    await written.sync().finally(() => written.close());
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  try {
    if (force) await rename(partial, path);
    else await link(partial, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new InputError(`${path} exists already: add --force to replace it.`);
    }
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
  return bytes;
}

/** Writes a file answer to the target and says what was written; prints a text answer. */
export function saveTo(target: (fileName: string) => string, force: boolean): Render {
  return async (output, runner) => {
    if (output.kind !== 'file') return printText(output, runner);
    const path = target(output.fileName);
    const bytes = await saveFile(output.stream, path, force);
    console.log(`Wrote ${path}: ${output.summary} (${bytes} bytes).`);
  };
}
