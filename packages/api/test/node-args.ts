/**
 * Node's arguments for the API processes the tests start: servers that live for a test and
 * commands that run once. `--liftoff-only` keeps V8 at its baseline WebAssembly compiler, so the
 * embedded database (PostgreSQL compiled to WebAssembly) is not compiled a second time for speed
 * in every process: a start costs about 1.3 core-seconds instead of 2.2, and a command 1.6 instead
 * of 2.4 (decision 093, thirteenth round). What a test checks (answers, exit codes, files, mail)
 * does not depend on the compiler tier; the long-lived servers of the end-to-end suite and
 * Lighthouse keep the engine `npm start` has.
 */
export const shortLivedNodeArgs = ['--liftoff-only'];

/**
 * Node's arguments for a TypeScript entry of the API in ONE process, tsx loaded into it (so it maps
 * the contract to its source, and a signal goes straight to the program: tsx's own CLI would stand
 * between them as a parent process).
 */
export const tsxEntryArgs = (entry: string, args: string[] = []) => [
  ...shortLivedNodeArgs,
  '--import',
  'tsx',
  entry,
  ...args,
];
