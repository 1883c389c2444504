import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuMeter, machineBusySeconds } from './cpu-meter.mjs';

/** A process that keeps a core busy until it has used `ms` of CPU (however busy the machine). */
const burn = (ms) => `node -e "while (process.cpuUsage().user < ${ms * 1000});"`;

function runMetered(command) {
  const meter = cpuMeter();
  return new Promise((resolve) => {
    spawn(meter.wrap(command), { shell: true, stdio: 'ignore' }).on('close', (code) => {
      const seconds = meter.seconds();
      meter.close();
      resolve({ code, seconds });
    });
  });
}

/** Where npm test can measure: root, on Linux, with a cgroup v2 mounted (as on CI). */
const measurable =
  process.getuid?.() === 0 &&
  existsSync('/proc/self/mounts') &&
  readFileSync('/proc/self/mounts', 'utf8').includes(' cgroup2 ');

describe("npm test's CPU meter", () => {
  it(
    measurable
      ? 'counts a command and every process it started, also one nobody waits for'
      : 'has no figure where it cannot make a cgroup, and runs the command all the same',
    async () => {
      // 400 ms of CPU in the foreground, 300 ms in a process whose parent has already gone (as a
      // browser's renderers are: nobody up the chain to us waits for it), which leaves a mark.
      const done = join(mkdtempSync(join(tmpdir(), 'cpu-meter-')), 'done');
      const { code, seconds } = await runMetered(
        `( (${burn(300)}; touch ${done}) & ) ; ${burn(400)}; until [ -e ${done} ]; do sleep 0.05; done`,
      );
      rmSync(dirname(done), { recursive: true });
      expect(code).toBe(0);
      if (measurable) {
        expect(seconds).toBeGreaterThan(0.6);
        expect(seconds).toBeLessThan(5);
      } else expect(seconds).toBeUndefined();
    },
  );

  it("reads the machine's busy seconds, which only grow", () => {
    const first = machineBusySeconds();
    const start = Date.now();
    while (Date.now() - start < 50);
    if (existsSync('/proc/stat')) expect(machineBusySeconds()).toBeGreaterThan(first);
    else expect(first).toBeUndefined();
  });
});
