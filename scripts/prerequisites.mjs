// What `npm test` needs from the machine beyond Node and npm, checked before anything else runs:
// a Chromium and its headless shell, PostgreSQL's server binaries, redis-server, unshare, Java
// (for the Nu Html Checker), and the other engines the site is tried in: WebKitGTK's WebDriver
// with its MiniBrowser, Xvfb for its display, and Firefox ESR. Missing ones are installed
// with apt-get when we are root on a machine that has it (what CI and a fresh container are),
// beside npm test's first stage, which needs none of them; otherwise `npm test` stops at once with
// the one command that installs them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import {
  findFirefox,
  findMiniBrowser,
  findWebKitDriver,
  findXvfb,
} from '../tests/engines/binaries.mjs';
import { DEBIAN_CHROMIUM, findChromium, findHeadlessShell } from './chromium.mjs';

/**
 * The machine as the checks see it. Every question goes through here, so a test can answer
 * them instead (prerequisites.test.mjs) and no check reaches the real machine.
 */
export function machineProbe(env = process.env) {
  const onPath = (name) =>
    (env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name))
      .find((path) => existsSync(path));
  return {
    onPath,
    exists: existsSync,
    list: (dir) => (existsSync(dir) ? readdirSync(dir).sort() : []),
    userExists: (name) => {
      try {
        execFileSync('id', ['-u', name], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    },
    chromium: () => findChromium(env),
    chromiumPathSetting: env.CHROMIUM_PATH,
    headlessShell: () => findHeadlessShell(env),
    headlessShellPathSetting: env.CHROMIUM_HEADLESS_SHELL_PATH,
    /** The major version `java -version` reports (17 for "17.0.15", 8 for "1.8.0"). */
    javaVersion: (java) => {
      // It answers on stderr.
      const { stdout, stderr } = spawnSync(java, ['-version'], { encoding: 'utf8' });
      return javaMajor(`${stderr ?? ''}${stdout ?? ''}`);
    },
    isRoot: process.getuid?.() === 0,
    hasAptGet: Boolean(onPath('apt-get')),
  };
}

/** The major version in what `java -version` prints (to stderr), or undefined. */
export function javaMajor(said) {
  const [, first, second] = /version "(\d+)(?:\.(\d+))?/.exec(said) ?? [];
  if (!first) return undefined;
  return first === '1' ? Number(second) : Number(first);
}

/** The Nu Html Checker (vnu.jar) runs on Java 17 or newer. */
const JAVA_MIN = 17;

const POSTGRES_BINARIES = ['initdb', 'pg_ctl', 'postgres'];

/** Where PostgreSQL's binaries are: a directory on PATH holding all three, else Debian's. */
function findPostgres(probe) {
  const onPath = POSTGRES_BINARIES.map((name) => probe.onPath(name));
  const dirs = onPath.every(Boolean)
    ? [onPath[0].slice(0, -'/initdb'.length)]
    : probe
        .list('/usr/lib/postgresql')
        .reverse()
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
        .filter((dir) => POSTGRES_BINARIES.every((name) => probe.exists(`${dir}/${name}`)));
  // initdb refuses to run as root: as root the tests run it as the `postgres` user, which
  // Debian's package creates.
  if (dirs.length === 0 || (probe.isRoot && !probe.userExists('postgres'))) return undefined;
  return dirs[0];
}

/** What the suites use, why, where it is found, and the Debian packages that bring it. */
export const REQUIREMENTS = [
  {
    name: 'Chromium',
    usedBy: 'the story, end-to-end and visual tests',
    // fonts-liberation: the metric twin of Arial that Inter's fallback face is built on.
    apt: ['chromium', 'fonts-liberation'],
    find: async (probe) => (await probe.chromium())?.description,
  },
  {
    name: 'Chromium headless shell',
    usedBy: 'the end-to-end tests and Lighthouse',
    apt: ['chromium-headless-shell'],
    find: async (probe) => {
      const shell = probe.headlessShell();
      if (shell || probe.headlessShellPathSetting) return shell?.description;
      // Debian packs the shell apart from its Chromium; any other Chromium (CHROMIUM_PATH, or
      // Playwright's, which brings its own shell) is driven as it is.
      const chromium = await probe.chromium();
      return chromium && chromium.description !== DEBIAN_CHROMIUM
        ? `none needed: the end-to-end tests and Lighthouse drive ${chromium.description}`
        : undefined;
    },
  },
  {
    name: 'PostgreSQL',
    usedBy: "the API suite's PostgreSQL pass",
    apt: ['postgresql'],
    find: findPostgres,
  },
  {
    name: 'redis-server',
    usedBy: 'the two API processes sharing rate limits',
    apt: ['redis-server'],
    find: (probe) => probe.onPath('redis-server'),
  },
  {
    name: 'unshare',
    usedBy: "the full-disk test's mount namespace",
    apt: ['util-linux'],
    find: (probe) => probe.onPath('unshare'),
  },
  {
    name: 'Java',
    usedBy: 'the HTML validation: the Nu Html Checker needs Java 17 or newer',
    apt: ['default-jre-headless'],
    find: (probe) => {
      const java = probe.onPath('java');
      const version = java && probe.javaVersion(java);
      return version >= JAVA_MIN ? `${java} (Java ${version})` : undefined;
    },
  },
  {
    name: 'WebKitGTK WebDriver',
    usedBy: "the site in WebKit, Safari's engine",
    apt: ['webkit2gtk-driver'],
    // The driver and the browser it drives, which the library beside it brings.
    find: (probe) => {
      const [driver, browser] = [findWebKitDriver(probe), findMiniBrowser(probe)];
      return driver && browser ? `${driver} with ${browser}` : undefined;
    },
  },
  {
    name: 'Xvfb',
    usedBy: "WebKit's display",
    apt: ['xvfb'],
    find: findXvfb,
  },
  {
    name: 'Firefox ESR',
    usedBy: 'the site in Firefox',
    apt: ['firefox-esr'],
    find: findFirefox,
  },
];

/**
 * What to do: `found` (everything is there), `install` (root with apt-get: run `command`) or
 * `stop` (tell the user to run `command`). `found` lists what was found and where, `missing`
 * what was not.
 */
export async function decide(probe, requirements = REQUIREMENTS) {
  const found = [];
  const missing = [];
  for (const requirement of requirements) {
    const where = await requirement.find(probe);
    if (where) found.push({ name: requirement.name, where });
    else missing.push(requirement);
  }
  if (missing.length === 0) return { action: 'found', found, missing };
  const packages = [...new Set(missing.flatMap((requirement) => requirement.apt))].join(' ');
  if (probe.isRoot && probe.hasAptGet)
    return {
      action: 'install',
      found,
      missing,
      command: `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages}`,
    };
  const sudo = probe.isRoot ? '' : 'sudo ';
  return {
    action: 'stop',
    found,
    missing,
    command: `${sudo}apt-get update && ${sudo}apt-get install -y ${packages}`,
  };
}

/** The lines that stop the run: what is missing, for what, and the command that brings it. */
function stopMessage(missing, command, probe) {
  const lines = missing.map(
    (requirement) => `  ${requirement.name} (for ${requirement.usedBy}) was not found.`,
  );
  lines.push(`Install ${missing.length > 1 ? 'them' : 'it'}, then run npm test again:`);
  lines.push(`  ${command}`);
  if (!probe.hasAptGet)
    lines.push('  (no apt-get here: install the same Debian packages with your package manager)');
  if (missing.some((requirement) => requirement.name === 'Chromium') && probe.chromiumPathSetting)
    lines.push(
      `  CHROMIUM_PATH is ${probe.chromiumPathSetting}, which does not exist: fix or unset it.`,
    );
  else if (missing.some((requirement) => requirement.name === 'Chromium'))
    lines.push(
      '  Chromium only: npx playwright install chromium, or CHROMIUM_PATH=/path/to/chromium',
    );
  if (
    missing.some((requirement) => requirement.name === 'Chromium headless shell') &&
    probe.headlessShellPathSetting
  )
    lines.push(
      `  CHROMIUM_HEADLESS_SHELL_PATH is ${probe.headlessShellPathSetting}, which does not exist: fix or unset it.`,
    );
  return lines.join('\n');
}

/**
 * Runs the apt-get command with its output held back: apt's progress and notes (debconf's
 * "delaying package configuration") would break the one line each of the report. When it fails,
 * the error carries apt's last words on one line. Asynchronous: npm test's first stage runs
 * beside it, and its output must keep flowing.
 * @param {string} command
 * @returns {Promise<void>}
 */
function installQuietly(command) {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr
        .trim()
        .split('\n')
        .filter((line) => line.trim())
        .slice(-3)
        .join(' / ');
      reject(new Error(said || `${command} exited with ${code}`));
    });
  });
}

/**
 * Checks, installs where it can, and says what it did one line each. Resolves true when every
 * requirement is there; false after printing what to run. `plan`: what `decide` already said for
 * this probe (npm test looks first, to stop at once when nothing can be installed), so the
 * machine is not asked twice.
 * @param {{ probe?: ReturnType<typeof machineProbe>, run?: (command: string) => void | Promise<void>,
 *   log?: (line: string) => void, requirements?: typeof REQUIREMENTS,
 *   plan?: Awaited<ReturnType<typeof decide>> }} [options]
 */
export async function ensurePrerequisites({
  probe = machineProbe(),
  run = installQuietly,
  log = (line) => console.log(line),
  requirements = REQUIREMENTS,
  plan: firstPlan,
} = {}) {
  let plan = firstPlan ?? (await decide(probe, requirements));
  if (plan.action === 'install') {
    for (const requirement of plan.missing)
      log(
        `Installing ${requirement.name} (for ${requirement.usedBy}): apt-get install ${requirement.apt.join(' ')}`,
      );
    try {
      await run(plan.command);
    } catch (error) {
      log(`apt-get failed: ${error.message.split('\n')[0]}`);
    }
    const installed = plan.missing.map((requirement) => requirement.name);
    plan = await decide(probe, requirements);
    // What apt-get could not bring (a bad CHROMIUM_PATH, an unknown package) stops the run.
    if (plan.action !== 'found') plan = { ...plan, action: 'stop' };
    for (const item of plan.found)
      if (installed.includes(item.name)) item.where += ' (installed just now)';
  }
  for (const { name, where } of plan.found) log(`${name}: ${where}`);
  if (plan.action === 'stop') {
    log(stopMessage(plan.missing, plan.command, probe));
    return false;
  }
  return true;
}
