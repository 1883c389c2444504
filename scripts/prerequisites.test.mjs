// The decisions `npm test` takes about the machine before it runs anything: everything found,
// install what is missing (root with apt-get), or stop with the command to run. The machine is
// a fake: no test looks at the real one or calls apt-get.
import { describe, expect, it } from 'vitest';
import { decide, ensurePrerequisites } from './prerequisites.mjs';

/** WebKitGTK's driver and MiniBrowser, Xvfb and Firefox ESR, as Debian installs them on amd64. */
const ENGINES = [
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/Xvfb',
  '/usr/bin/firefox-esr',
];

const FULL = [
  '/usr/bin/redis-server',
  '/usr/bin/unshare',
  '/usr/bin/java',
  '/usr/bin/apt-get',
  '/usr/lib/postgresql/15/bin/initdb',
  '/usr/lib/postgresql/15/bin/pg_ctl',
  '/usr/lib/postgresql/15/bin/postgres',
  ...ENGINES,
];

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];

/** A machine with these files, PATH=/usr/bin, and Debian's Chromium and headless shell where
 * listed (or another Chromium, `otherChromium`, as CHROMIUM_PATH or Playwright's would be);
 * its java says `javaVersion`. */
function fakeMachine(
  files,
  {
    isRoot = true,
    users = ['postgres'],
    chromiumPathSetting,
    otherChromium,
    javaVersion = 17,
  } = {},
) {
  const present = new Set(files);
  return {
    onPath: (name) => (present.has(`/usr/bin/${name}`) ? `/usr/bin/${name}` : undefined),
    exists: (path) => present.has(path),
    list: (dir) =>
      [...present]
        .filter((path) => path.startsWith(`${dir}/`))
        .map((path) => path.slice(dir.length + 1).split('/')[0])
        .sort(),
    userExists: (name) => users.includes(name),
    chromium: async () =>
      otherChromium
        ? { description: otherChromium }
        : present.has('/usr/bin/chromium')
          ? { description: '/usr/bin/chromium' }
          : undefined,
    chromiumPathSetting,
    headlessShell: () =>
      present.has('/usr/bin/chromium-headless-shell')
        ? { description: '/usr/bin/chromium-headless-shell' }
        : undefined,
    javaVersion: (java) => (present.has(java) ? javaVersion : undefined),
    isRoot,
    hasAptGet: present.has('/usr/bin/apt-get'),
    /** What an apt-get install adds to the machine, for ensurePrerequisites. */
    add: (...paths) => paths.forEach((path) => present.add(path)),
  };
}

async function runEnsure(machine, aptAdds = []) {
  const lines = [];
  const commands = [];
  const ok = await ensurePrerequisites({
    probe: machine,
    run: (command) => {
      commands.push(command);
      machine.add(...aptAdds);
    },
    log: (line) => lines.push(line),
  });
  return { ok, lines, commands };
}

describe('npm test prerequisites', () => {
  it('finds everything on a machine that has it and installs nothing', async () => {
    const machine = fakeMachine([...FULL, ...CHROMIUM]);
    const plan = await decide(machine);
    expect(plan.action).toBe('found');
    expect(plan.found).toEqual([
      { name: 'Chromium', where: '/usr/bin/chromium' },
      { name: 'Chromium headless shell', where: '/usr/bin/chromium-headless-shell' },
      { name: 'PostgreSQL', where: '/usr/lib/postgresql/15/bin' },
      { name: 'redis-server', where: '/usr/bin/redis-server' },
      { name: 'unshare', where: '/usr/bin/unshare' },
      { name: 'Java', where: '/usr/bin/java (Java 17)' },
      {
        name: 'WebKitGTK WebDriver',
        where: '/usr/bin/WebKitWebDriver with /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      },
      { name: 'Xvfb', where: '/usr/bin/Xvfb' },
      { name: 'Firefox ESR', where: '/usr/bin/firefox-esr' },
    ]);

    const { ok, lines, commands } = await runEnsure(machine);
    expect(ok).toBe(true);
    expect(commands).toEqual([]);
    expect(lines).toEqual([
      'Chromium: /usr/bin/chromium',
      'Chromium headless shell: /usr/bin/chromium-headless-shell',
      'PostgreSQL: /usr/lib/postgresql/15/bin',
      'redis-server: /usr/bin/redis-server',
      'unshare: /usr/bin/unshare',
      'Java: /usr/bin/java (Java 17)',
      'WebKitGTK WebDriver: /usr/bin/WebKitWebDriver with /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'Xvfb: /usr/bin/Xvfb',
      'Firefox ESR: /usr/bin/firefox-esr',
    ]);
  });

  it('takes PostgreSQL from PATH when all three binaries are there', async () => {
    const machine = fakeMachine([
      ...FULL.filter((path) => !path.startsWith('/usr/lib/postgresql')),
      ...CHROMIUM,
      '/usr/bin/initdb',
      '/usr/bin/pg_ctl',
      '/usr/bin/postgres',
    ]);
    expect((await decide(machine)).found).toContainEqual({ name: 'PostgreSQL', where: '/usr/bin' });
  });

  it('as root with apt-get, installs what is missing in one apt-get call, one line each', async () => {
    const machine = fakeMachine(FULL.filter((path) => !path.includes('redis')));
    const plan = await decide(machine);
    expect(plan.action).toBe('install');
    expect(plan.missing.map((requirement) => requirement.name)).toEqual([
      'Chromium',
      'Chromium headless shell',
      'redis-server',
    ]);
    expect(plan.command).toBe(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation chromium-headless-shell redis-server',
    );

    const { ok, lines, commands } = await runEnsure(machine, [
      ...CHROMIUM,
      '/usr/bin/redis-server',
    ]);
    expect(ok).toBe(true);
    expect(commands).toEqual([plan.command]);
    expect(lines).toEqual([
      'Installing Chromium (for the story, end-to-end and visual tests): apt-get install chromium fonts-liberation',
      'Installing Chromium headless shell (for the end-to-end tests and Lighthouse): apt-get install chromium-headless-shell',
      'Installing redis-server (for the two API processes sharing rate limits): apt-get install redis-server',
      'Chromium: /usr/bin/chromium (installed just now)',
      'Chromium headless shell: /usr/bin/chromium-headless-shell (installed just now)',
      'PostgreSQL: /usr/lib/postgresql/15/bin',
      'redis-server: /usr/bin/redis-server (installed just now)',
      'unshare: /usr/bin/unshare',
      'Java: /usr/bin/java (Java 17)',
      'WebKitGTK WebDriver: /usr/bin/WebKitWebDriver with /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'Xvfb: /usr/bin/Xvfb',
      'Firefox ESR: /usr/bin/firefox-esr',
    ]);
  });

  it('as root, installs PostgreSQL when its binaries are there but its postgres user is not', async () => {
    const machine = fakeMachine([...FULL, ...CHROMIUM], { users: [] });
    const plan = await decide(machine);
    expect(plan.action).toBe('install');
    expect(plan.missing.map((requirement) => requirement.name)).toEqual(['PostgreSQL']);
  });

  it('without root, stops at once with the sudo command that installs the missing packages', async () => {
    const machine = fakeMachine(
      FULL.filter((path) => !path.includes('postgresql') && !path.includes('redis')),
      { isRoot: false },
    );
    const { ok, lines, commands } = await runEnsure(machine);
    expect(ok).toBe(false);
    expect(commands).toEqual([]);
    expect(lines.at(-1)).toBe(
      [
        '  Chromium (for the story, end-to-end and visual tests) was not found.',
        '  Chromium headless shell (for the end-to-end tests and Lighthouse) was not found.',
        "  PostgreSQL (for the API suite's PostgreSQL pass) was not found.",
        '  redis-server (for the two API processes sharing rate limits) was not found.',
        'Install them, then run npm test again:',
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation chromium-headless-shell postgresql redis-server',
        '  Chromium only: npx playwright install chromium, or CHROMIUM_PATH=/path/to/chromium',
      ].join('\n'),
    );
    expect(lines.slice(0, -1)).toEqual([
      'unshare: /usr/bin/unshare',
      'Java: /usr/bin/java (Java 17)',
      'WebKitGTK WebDriver: /usr/bin/WebKitWebDriver with /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'Xvfb: /usr/bin/Xvfb',
      'Firefox ESR: /usr/bin/firefox-esr',
    ]);
  });

  it('stops when apt-get ran but did not bring everything, naming a CHROMIUM_PATH that is wrong', async () => {
    const machine = fakeMachine([...FULL], { chromiumPathSetting: '/opt/nowhere/chrome' });
    const { ok, lines, commands } = await runEnsure(machine, []);
    expect(commands).toHaveLength(1);
    expect(ok).toBe(false);
    expect(lines.at(-1)).toContain(
      'CHROMIUM_PATH is /opt/nowhere/chrome, which does not exist: fix or unset it.',
    );
  });

  it('when apt-get fails, says why in one line and stops with the command', async () => {
    const machine = fakeMachine(FULL.filter((path) => !path.includes('redis')));
    const lines = [];
    const ok = await ensurePrerequisites({
      probe: machine,
      run: () => {
        throw new Error('E: Unable to locate package redis-server');
      },
      log: (line) => lines.push(line),
    });
    expect(ok).toBe(false);
    expect(lines).toContain('apt-get failed: E: Unable to locate package redis-server');
    expect(lines.at(-1)).toContain('redis-server (for the two API processes sharing rate limits)');
  });

  it('waits for an install that runs in the background before it reports', async () => {
    // npm test's first stage runs while apt-get does: the install is a promise, awaited.
    const machine = fakeMachine([...FULL.filter((path) => !path.includes('redis')), ...CHROMIUM]);
    const lines = [];
    let finish = () => {};
    const pending = ensurePrerequisites({
      probe: machine,
      run: () =>
        new Promise((resolve) => {
          finish = () => {
            machine.add('/usr/bin/redis-server');
            resolve();
          };
        }),
      log: (line) => lines.push(line),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines.some((line) => line.startsWith('redis-server:'))).toBe(false);
    finish();
    expect(await pending).toBe(true);
    expect(lines).toContain('redis-server: /usr/bin/redis-server (installed just now)');
  });

  it('when a background apt-get fails, says why in one line and stops', async () => {
    const machine = fakeMachine([...FULL.filter((path) => !path.includes('redis')), ...CHROMIUM]);
    const lines = [];
    const ok = await ensurePrerequisites({
      probe: machine,
      run: () => Promise.reject(new Error('E: Unable to locate package redis-server')),
      log: (line) => lines.push(line),
    });
    expect(ok).toBe(false);
    expect(lines).toContain('apt-get failed: E: Unable to locate package redis-server');
  });

  it('without apt-get, names the Debian packages and says to use the local package manager', async () => {
    const machine = fakeMachine(
      FULL.filter((path) => !path.includes('apt-get') && !path.includes('unshare')).concat(
        CHROMIUM,
      ),
    );
    const plan = await decide(machine);
    expect(plan.action).toBe('stop');
    expect(plan.command).toBe('apt-get update && apt-get install -y util-linux');
    const { lines } = await runEnsure(machine);
    expect(lines.at(-1)).toContain('no apt-get here');
  });

  it("installs Debian's headless shell beside a Chromium that is already there", async () => {
    const machine = fakeMachine([...FULL, '/usr/bin/chromium']);
    const plan = await decide(machine);
    expect(plan.missing.map((requirement) => requirement.name)).toEqual([
      'Chromium headless shell',
    ]);
    expect(plan.command).toBe(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium-headless-shell',
    );
  });

  it("needs no headless shell for another Chromium (CHROMIUM_PATH, or Playwright's)", async () => {
    const machine = fakeMachine([...FULL], { otherChromium: '/opt/chrome/chrome (CHROMIUM_PATH)' });
    const plan = await decide(machine);
    expect(plan.action).toBe('found');
    expect(plan.found).toContainEqual({
      name: 'Chromium headless shell',
      where:
        'none needed: the end-to-end tests and Lighthouse drive /opt/chrome/chrome (CHROMIUM_PATH)',
    });
  });

  it('stops, naming a CHROMIUM_HEADLESS_SHELL_PATH that is wrong', async () => {
    const machine = fakeMachine([...FULL, ...CHROMIUM], { isRoot: false });
    machine.headlessShell = () => undefined;
    machine.headlessShellPathSetting = '/opt/nowhere/shell';
    const { ok, lines } = await runEnsure(machine);
    expect(ok).toBe(false);
    expect(lines.at(-1)).toContain(
      'CHROMIUM_HEADLESS_SHELL_PATH is /opt/nowhere/shell, which does not exist: fix or unset it.',
    );
  });

  it('as root with apt-get, installs Java only when there is none', async () => {
    const machine = fakeMachine([...FULL, ...CHROMIUM].filter((path) => !path.endsWith('/java')));
    const plan = await decide(machine);
    expect(plan.missing.map((requirement) => requirement.name)).toEqual(['Java']);
    expect(plan.command).toBe(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends default-jre-headless',
    );
    const { ok, lines, commands } = await runEnsure(machine, ['/usr/bin/java']);
    expect(ok).toBe(true);
    expect(commands).toEqual([plan.command]);
    expect(lines[0]).toBe(
      'Installing Java (for the HTML validation: the Nu Html Checker needs Java 17 or newer): apt-get install default-jre-headless',
    );
    expect(lines).toContain('Java: /usr/bin/java (Java 17) (installed just now)');

    // Already there: nothing to install.
    expect((await runEnsure(fakeMachine([...FULL, ...CHROMIUM]))).commands).toEqual([]);
  });

  it('stops on a Java older than 17 that apt-get did not replace', async () => {
    const machine = fakeMachine([...FULL, ...CHROMIUM], { isRoot: false, javaVersion: 11 });
    const { ok, lines, commands } = await runEnsure(machine);
    expect(ok).toBe(false);
    expect(commands).toEqual([]);
    expect(lines.at(-1)).toBe(
      [
        '  Java (for the HTML validation: the Nu Html Checker needs Java 17 or newer) was not found.',
        'Install it, then run npm test again:',
        '  sudo apt-get update && sudo apt-get install -y default-jre-headless',
      ].join('\n'),
    );
  });

  it('as root with apt-get, installs the other engines beside the rest: WebKitGTK, Xvfb, Firefox ESR', async () => {
    const machine = fakeMachine([...FULL, ...CHROMIUM].filter((path) => !ENGINES.includes(path)));
    const plan = await decide(machine);
    expect(plan.action).toBe('install');
    expect(plan.missing.map((requirement) => requirement.name)).toEqual([
      'WebKitGTK WebDriver',
      'Xvfb',
      'Firefox ESR',
    ]);
    expect(plan.command).toBe(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends webkit2gtk-driver xvfb firefox-esr',
    );
    const { ok, lines, commands } = await runEnsure(machine, ENGINES);
    expect(ok).toBe(true);
    expect(commands).toEqual([plan.command]);
    expect(lines.slice(0, 3)).toEqual([
      "Installing WebKitGTK WebDriver (for the site in WebKit, Safari's engine): apt-get install webkit2gtk-driver",
      "Installing Xvfb (for WebKit's display): apt-get install xvfb",
      'Installing Firefox ESR (for the site in Firefox): apt-get install firefox-esr',
    ]);
    expect(lines.slice(-3)).toEqual([
      'WebKitGTK WebDriver: /usr/bin/WebKitWebDriver with /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser (installed just now)',
      'Xvfb: /usr/bin/Xvfb (installed just now)',
      'Firefox ESR: /usr/bin/firefox-esr (installed just now)',
    ]);
  });

  it('counts WebKitGTK missing when its driver is there but not the MiniBrowser it drives', async () => {
    const machine = fakeMachine(
      [...FULL, ...CHROMIUM].filter((path) => !path.endsWith('/MiniBrowser')),
    );
    const plan = await decide(machine);
    expect(plan.missing.map((requirement) => requirement.name)).toEqual(['WebKitGTK WebDriver']);
    expect(plan.command).toContain('--no-install-recommends webkit2gtk-driver');
  });

  it('finds the MiniBrowser of another architecture', async () => {
    const machine = fakeMachine([
      ...[...FULL, ...CHROMIUM].filter((path) => !path.endsWith('/MiniBrowser')),
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    ]);
    expect((await decide(machine)).found).toContainEqual({
      name: 'WebKitGTK WebDriver',
      where: '/usr/bin/WebKitWebDriver with /usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    });
  });

  it('without root, stops at once with the sudo command that brings the other engines', async () => {
    const machine = fakeMachine(
      [...FULL, ...CHROMIUM].filter((path) => !ENGINES.includes(path)),
      { isRoot: false },
    );
    const { ok, lines, commands } = await runEnsure(machine);
    expect(ok).toBe(false);
    expect(commands).toEqual([]);
    expect(lines.at(-1)).toBe(
      [
        "  WebKitGTK WebDriver (for the site in WebKit, Safari's engine) was not found.",
        "  Xvfb (for WebKit's display) was not found.",
        '  Firefox ESR (for the site in Firefox) was not found.',
        'Install them, then run npm test again:',
        '  sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb firefox-esr',
      ].join('\n'),
    );
  });
});
