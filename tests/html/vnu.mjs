// The W3C Nu Html Checker (vnu-jar's vnu.jar, on Java 17+) over many documents in one run, and
// what its answer means for each document: errors fail a page, warnings are shown, info
// messages (React's `<meta />` slashes, for one) are not asked for.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checker's jar, as the vnu-jar package ships it (its own Java download stays off). */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Runs the checker once over every file (one JVM start for all: a start costs seconds).
 * Resolves with its messages; rejects when Java is missing or the checker says nothing readable.
 * @param {string[]} files
 * @returns {Promise<Array<{ type: string, subType?: string, url?: string, message: string,
 *   lastLine?: number, firstColumn?: number, lastColumn?: number, extract?: string }>>}
 */
export function validate(files) {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--skip-info-messages'];
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [...args, '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error?.code === 'ENOENT') {
          reject(
            new Error(
              'No java on PATH: the Nu Html Checker needs Java 17 or newer ' +
                '(apt-get install default-jre-headless; npm test installs it as root).',
            ),
          );
          return;
        }
        try {
          resolve(JSON.parse(stdout).messages);
        } catch {
          reject(new Error(`The Nu Html Checker did not answer: ${(stderr || stdout).trim()}`));
        }
      },
    );
  });
}

/**
 * A document the checker must fault twice (a duplicate id, no title): checked with the pages, it
 * shows that the checker really read them, so a run that finds nothing is not a run that read
 * nothing.
 */
export const KNOWN_INVALID =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><p id="twice">One</p><p id="twice">Two</p></body></html>';

/** Whether the checker's errors for KNOWN_INVALID are the two it must find. */
export const caughtKnownInvalid = (errors) =>
  errors.some((error) => error.includes('Duplicate ID')) &&
  errors.some((error) => error.includes('“title”'));

/** One message as a line: where, what, and the markup around it. */
export function describe(message) {
  const where = message.lastLine
    ? `line ${message.lastLine}, column ${message.firstColumn ?? message.lastColumn}: `
    : '';
  const extract = message.extract ? ` In: ${JSON.stringify(message.extract.trim())}` : '';
  return `${where}${message.message}${extract}`;
}

/**
 * The checker's messages sorted to the documents they are about.
 * @template {{ file: string }} T
 * @param {T[]} documents what was checked, each with the path of its file
 * @param {Awaited<ReturnType<typeof validate>>} messages
 * @returns {Array<T & { errors: string[], warnings: string[] }>}
 */
export function sortMessages(documents, messages) {
  const byFile = new Map(
    documents.map((doc) => [resolve(doc.file), { ...doc, errors: [], warnings: [] }]),
  );
  for (const message of messages) {
    // The checker names a file as `file:/tmp/x.html`.
    const doc = message.url?.startsWith('file:') && byFile.get(fileURLToPath(message.url));
    // A message about no document we checked (the checker's own trouble) fails every page.
    const targets = doc ? [doc] : [...byFile.values()];
    const isWarning = message.type === 'info' && message.subType === 'warning';
    for (const target of targets) {
      if (isWarning) target.warnings.push(describe(message));
      else if (message.type !== 'info') target.errors.push(describe(message));
    }
  }
  return [...byFile.values()];
}
