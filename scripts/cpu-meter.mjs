// What a command costs the machine's cores, for `npm test`'s report (scripts/test.mjs). Tasks run
// side by side, so a task's wall time says as much about what ran beside it as about itself.
//
// A command's CPU time is read from a cgroup of its own (cgroup v2's cpu.stat, which every
// cgroup has whether or not a controller is enabled): the command's shell moves itself into it
// first, so everything it starts is counted, browsers included. The children times of
// /proc/self/stat would miss those: Chromium's renderers are not reaped up the chain to us. Where
// no cgroup can be made (not root, a read-only hierarchy, not Linux), there is no figure.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of this process's own cgroup v2, or undefined. */
function ownCgroup() {
  try {
    const mount = readFileSync('/proc/self/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .find((fields) => fields[2] === 'cgroup2')?.[1];
    const path = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('0::'))
      ?.slice(3);
    return mount && path !== undefined ? join(mount, path) : undefined;
  } catch {
    return undefined;
  }
}

const parent = ownCgroup();
let made = 0;

/**
 * A meter for one command: `wrap(command)` is the command as the shell runs it, in the meter's
 * cgroup; `seconds()` its CPU time so far (user and system, every process it started), or
 * undefined; `close()` removes the cgroup once its processes have ended.
 */
export function cpuMeter() {
  const none = { wrap: (command) => command, seconds: () => undefined, close() {} };
  if (!parent) return none;
  const dir = join(parent, `corvane-test-${process.pid}-${(made += 1)}`);
  try {
    mkdirSync(dir);
  } catch {
    return none;
  }
  return {
    // If the move fails the command still runs, and the meter has no figure.
    wrap: (command) => `{ echo $$ > '${join(dir, 'cgroup.procs')}'; } 2>/dev/null; ${command}`,
    seconds() {
      try {
        const usage = /^usage_usec (\d+)$/m.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'));
        // Nothing counted: the shell could not move itself in (a cgroup whose controllers keep
        // processes out of its parent, say), not a command that cost nothing.
        return usage && Number(usage[1]) > 0 ? Number(usage[1]) / 1e6 : undefined;
      } catch {
        return undefined;
      }
    },
    close() {
      try {
        rmdirSync(dir);
      } catch {
        // A process it started is still running (it is left to end on its own).
      }
    },
  };
}

/** The machine's busy CPU seconds so far, all cores (/proc/stat), or undefined. */
export function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    // Clock ticks: 100 a second on Linux.
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}
