import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumPath, findChromium, findHeadlessShell, headlessShellPath } from './chromium.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chromium-lookup-'));
const chrome = join(dir, 'chrome');
const shell = join(dir, 'headless-shell');
writeFileSync(chrome, '');
writeFileSync(shell, '');
const missing = join(dir, 'nowhere');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the one Chromium lookup (decision 080)', () => {
  it('launches what the variables name, for the full Chromium and the headless shell', async () => {
    const env = { CHROMIUM_PATH: chrome, CHROMIUM_HEADLESS_SHELL_PATH: shell };
    expect(chromiumPath(env)).toBe(chrome);
    expect(headlessShellPath(env)).toBe(shell);
    expect((await findChromium(env))?.description).toBe(`${chrome} (CHROMIUM_PATH)`);
    expect(findHeadlessShell(env)?.description).toBe(`${shell} (CHROMIUM_HEADLESS_SHELL_PATH)`);
  });

  it('launches a set path that does not exist, so the launch fails naming it, but reports it as not found', async () => {
    const env = { CHROMIUM_PATH: missing, CHROMIUM_HEADLESS_SHELL_PATH: missing };
    expect(chromiumPath(env)).toBe(missing);
    expect(headlessShellPath(env)).toBe(missing);
    expect(await findChromium(env)).toBeUndefined();
    expect(findHeadlessShell(env)).toBeUndefined();
  });
});
