import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newScratchDir } from './data-dir';
import { tsxEntryArgs } from './cli-process';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server in ONE process, tsx loaded into it (so it maps the contract to its source): the
 * signal goes straight to the server. tsx's CLI would stand between them and relay it, and on a
 * busy machine it gives up waiting for the server to acknowledge it and exits 143 on its own.
 */
function start(env: Record<string, string>) {
  return spawn(process.execPath, tsxEntryArgs('src/main.ts'), {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: newScratchDir('corvane-main-'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the server process', () => {
  it('listens, answers, and exits 0 on SIGTERM', async () => {
    const child = start({ PORT: '0' });
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address in: ${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const res = await fetch(`${address}/api/health`);
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  }, 90_000);

  it('exits 1 with a readable message for a bad setting', async () => {
    const child = start({ PORT: 'eighty' });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(errors).toContain(
      'Configuration error: PORT must be a whole number from 0 to 65535, got "eighty".',
    );
  }, 30_000);
});
