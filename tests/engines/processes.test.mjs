// The engine runner's processes: stopping one stops what it started too (a browser's own
// processes), and a program that never becomes ready says why.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProcessGroup } from './processes.mjs';

/** Running: there, and not a zombie waiting for whoever adopted it to reap it. */
const running = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('the runner’s process group', () => {
  it('stops a process and the processes it started', async () => {
    const processes = new ProcessGroup();
    // A shell that starts a child of its own and says its number, as a browser starts others.
    const started = processes.start('sh', ['-c', 'sleep 300 & echo "child $!"; wait']);
    const [, child] = await processes.waitForOutput(started, /child (\d+)\n/, 10_000);
    expect(running(Number(child))).toBe(true);
    await processes.stopAll();
    expect(started.child.signalCode).toBe('SIGTERM');
    expect(running(Number(child))).toBe(false);
  });

  it('once closed, stops what runs and starts nothing more', async () => {
    const processes = new ProcessGroup();
    const started = processes.start('sleep', ['300']);
    await processes.close();
    expect(started.child.signalCode).toBe('SIGTERM');
    expect(() => processes.start('sleep', ['300'])).toThrow(
      'not starting sleep: the run is stopping',
    );
  });

  it('says what a program printed when it exits before it is ready', async () => {
    const processes = new ProcessGroup();
    const started = processes.start('sh', ['-c', 'echo "no display available" >&2; exit 3']);
    await expect(processes.waitForOutput(started, /listening on/, 10_000)).rejects.toThrow(
      'sh exited (3) before it was ready: no display available',
    );
  });
});
