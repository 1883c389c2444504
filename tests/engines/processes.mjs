// The processes the engine runner starts (Xvfb, WebKitWebDriver, Firefox), each in a process
// group of its own so that stopping one stops what it started too (MiniBrowser and WebKit's web
// processes, Firefox's content processes), and all of them stopped within bounded time.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** How long a stopped process has after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 5000;

/** A free TCP port on the loopback address. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves after `ms`: the interval of a polling loop, never a wait in itself. */
export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Every process started through it, so that one call stops them all. */
export class ProcessGroup {
  #children = new Set();
  #closed = false;

  /**
   * Starts `command` in a process group of its own. Its output is kept (the last 4 KB) for the
   * error that says why it stopped or never became ready.
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, extraFds?: number }} [options] `extraFds`: pipes after
   *   stderr (fd 3 and on), for a program that reports on a descriptor (Xvfb's -displayfd)
   */
  start(command, args, { env = process.env, extraFds = 0 } = {}) {
    // A browser still starting when the run is stopped would otherwise outlive it.
    if (this.#closed) throw new Error(`not starting ${command}: the run is stopping`);
    const child = spawn(command, args, {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', ...Array.from({ length: extraFds }, () => 'pipe')],
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-4096);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started = { child, command, exited, output: () => output };
    // A command that does not exist fails here, not on a later write.
    child.once('error', (error) => keep(`\n${error.message}`));
    this.#children.add(started);
    exited.then(() => this.#children.delete(started));
    return started;
  }

  /**
   * Waits until a line of the process's output matches `pattern`; resolves to the match. Fails
   * if the process exits first or `timeoutMs` passes.
   */
  waitForOutput(started, pattern, timeoutMs) {
    return new Promise((resolve, reject) => {
      let seen = '';
      const onData = (chunk) => {
        seen += chunk;
        const match = pattern.exec(seen);
        if (match) finish(() => resolve(match));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(
              new Error(
                `${started.command} said nothing matching ${pattern} within ${timeoutMs / 1000} s: ${tail(started.output())}`,
              ),
            ),
          ),
        timeoutMs,
      );
      const onExit = (code, signal) =>
        finish(() =>
          reject(
            new Error(
              `${started.command} exited (${signal ?? code}) before it was ready: ${tail(started.output())}`,
            ),
          ),
        );
      const finish = (settle) => {
        clearTimeout(timer);
        started.child.stdout.off('data', onData);
        started.child.stderr.off('data', onData);
        started.child.off('exit', onExit);
        settle();
      };
      started.child.stdout.on('data', onData);
      started.child.stderr.on('data', onData);
      started.child.once('exit', onExit);
    });
  }

  /** Stops one process and its group: SIGTERM, then SIGKILL after the grace time. */
  async stop(started) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) return;
    signalGroup(started.child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(started.child, 'SIGKILL'), STOP_GRACE_MS);
    await started.exited;
    clearTimeout(timer);
    // What the group leader started may outlive it (a content process between two signals).
    signalGroup(started.child, 'SIGKILL');
    // A signal is delivered, not obeyed at once: done once the group has no process left.
    const deadline = Date.now() + STOP_GRACE_MS;
    while (groupExists(started.child) && Date.now() < deadline) await pause(20);
  }

  /** Stops every process still running, the last started first, within bounded time. */
  async stopAll() {
    for (const started of [...this.#children].reverse()) await this.stop(started);
  }

  /** Stops every process and refuses to start any more (the run is ending). */
  async close() {
    this.#closed = true;
    await this.stopAll();
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Whether any process of the child's group is still there (until its parent reaps it). */
function groupExists(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The end of a process's output, on one line, for an error message. */
function tail(output) {
  return (
    output
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .slice(-3)
      .join(' / ') || '(no output)'
  );
}
