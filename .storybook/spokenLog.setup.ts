/*
 * Loaded by Vitest only (the storybook project's setup file): the virtual screen reader behind
 * the stories tagged `spoken` (see spokenLog.ts and decision 084). It follows focus and live
 * regions as a screen reader does and records what it would say. In the story tests each such
 * story's log must equal the one committed in its component's `<Name>.spoken.json`; under
 * `npm run spoken-logs` (provide `spokenLogs: 'write'`) the log is handed to that script instead,
 * in the test's meta.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { version } from '@guidepup/virtual-screen-reader/package.json';
import { beforeEach, expect, inject, type TestContext } from 'vitest';
import {
  SPOKEN_LOGS_COMMAND,
  type SpokenLogFile,
  type SpokenStory,
} from '../packages/ui/src/docs/spokenLog';

declare module 'vitest' {
  interface ProvidedContext {
    /** `check` in the story tests, `write` under `npm run spoken-logs`. */
    spokenLogs: 'check' | 'write';
  }
  interface TaskMeta {
    /** The story's log, for `npm run spoken-logs` to write. */
    spokenLog?: SpokenStory;
    /** The virtual screen reader that spoke it. */
    spokenLogTool?: string;
  }
}

const tool = `@guidepup/virtual-screen-reader ${version}`;

const committed = new Map<string, { file: string; tool: string; story: SpokenStory }>();
const files = import.meta.glob<SpokenLogFile>('../packages/ui/src/components/*/*.spoken.json', {
  eager: true,
  import: 'default',
});
for (const [path, log] of Object.entries(files)) {
  const file = path.replace('../', '');
  for (const story of log.stories) committed.set(story.id, { file, tool: log.tool, story });
}

let current: TestContext['task'] | undefined;
beforeEach(({ task }) => {
  current = task;
});

let listening = false;

globalThis.__spokenLogListener = {
  async start() {
    // The announcer's regions stay in the page from story to story, as they do from route to
    // route in an app; a message of the story before (kept there for seconds) is not this one's.
    for (const region of document.querySelectorAll('[data-cv-announcer]')) region.replaceChildren();
    await virtual.start({ container: document.body });
    listening = true;
    // What it says on starting is about the page (the document), not the story.
    await virtual.clearSpokenPhraseLog();
  },

  async finish({ id, name, title }) {
    // Focus and live-region changes are spoken a microtask after they happen: let the last land.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const phrases = [...(await virtual.spokenPhraseLog())];
    await this.stop();
    const story: SpokenStory = { id, name, phrases };

    if (inject('spokenLogs') === 'write') {
      if (current) Object.assign(current.meta, { spokenLog: story, spokenLogTool: tool });
      return;
    }
    // Soft: the story fails, but its clean-up still runs (a throw here would leave animations
    // paused, and the next stories of the file would fail for it).
    const where = `${title} › ${name}`;
    const entry = committed.get(id);
    expect
      .soft(
        entry,
        `No spoken log is committed for "${where}" (tagged 'spoken'): run \`${SPOKEN_LOGS_COMMAND}\``,
      )
      .toBeDefined();
    if (!entry) return;
    expect
      .soft(
        entry.tool,
        `${entry.file} was recorded with ${entry.tool}, not ${tool}: run \`${SPOKEN_LOGS_COMMAND}\``,
      )
      .toBe(tool);
    expect
      .soft(
        phrases,
        `What the virtual screen reader says in "${where}" is not what ${entry.file} says. ` +
          `The file is generated, never edited: if the change is intended, run \`${SPOKEN_LOGS_COMMAND}\`.`,
      )
      .toEqual(entry.story.phrases);
    expect
      .soft(name, `The story's name in ${entry.file}: run \`${SPOKEN_LOGS_COMMAND}\``)
      .toBe(entry.story.name);
  },

  reader: () => (listening ? virtual : undefined),

  async stop() {
    if (!listening) return;
    listening = false;
    await virtual.stop();
  },
};
