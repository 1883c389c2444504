// The command-line tools as `npm run <tool> -- ...` runs them: one process each (tsx in the
// process itself, so a kill reaches it), from the API's folder, paths from INIT_CWD.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Node's arguments for a TypeScript entry of the API in ONE process, tsx loaded into it (so it maps
 * the contract to its source, and a signal goes straight to the program: tsx's own CLI would stand
 * between them as a parent process).
 */
export const tsxEntryArgs = (entry: string, args: string[] = []) => [
  '--import',
  'tsx',
  entry,
  ...args,
];

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  tool: 'jobs' | 'outbox' | 'newsletter' | 'applications' | 'analytics',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      tsxEntryArgs(`src/cli/${tool}.ts`, args),
      { cwd: apiDir, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
