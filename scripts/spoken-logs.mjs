#!/usr/bin/env node
// `npm run spoken-logs [-- Carousel ...]`: records "What a screen reader says" for each component's
// docs page (decision 084). Runs the story files that have stories tagged 'spoken' (or a log to
// bring up to date) in Chromium with the virtual screen reader listening, then writes each
// component folder's `<Name>.spoken.json` from what it said. Words given after `--` keep only the
// story files whose path contains one of them. Nothing is written unless every story passed.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { startVitest } from 'vitest/node';

const root = new URL('..', import.meta.url).pathname;
const components = join(root, 'packages/ui/src/components');
const TAG = /tags:\s*\[[^\]]*['"]spoken['"]/;

const logFileOf = (folder) => join(folder, `${basename(folder)}.spoken.json`);

/** Story files with a story tagged 'spoken', and every story file beside a log. */
function storyFiles() {
  return readdirSync(components).flatMap((name) => {
    const folder = join(components, name);
    const stories = readdirSync(folder)
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => join(folder, file));
    const logged = existsSync(logFileOf(folder));
    return stories.filter((file) => logged || TAG.test(readFileSync(file, 'utf8')));
  });
}

const words = process.argv.slice(2);
const files = storyFiles()
  .map((file) => relative(root, file))
  .filter((file) => words.length === 0 || words.some((word) => file.includes(word)));
if (files.length === 0) {
  console.error(`No story file with a story tagged 'spoken' matches: ${words.join(' ')}`);
  process.exit(1);
}

process.env.SPOKEN_LOGS = 'write';
const vitest = await startVitest('test', files, { project: ['storybook'], watch: false });
const modules = vitest.state.getTestModules();
await vitest.close();

const failed = modules.some((module) => module.state() !== 'passed');
if (failed || process.exitCode) {
  console.error('\nSome stories failed: no spoken log was written.');
  process.exit(1);
}

// Each folder's log: what this run recorded, in story-file and story order, plus what an earlier
// run recorded for stories of a story file this run did not include (left out by the words).
const byFolder = new Map();
for (const module of [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
  const folder = dirname(module.moduleId);
  const log = byFolder.get(folder) ?? { ran: new Set(), stories: [], tool: undefined };
  byFolder.set(folder, log);
  for (const test of module.children.allTests()) {
    const { spokenLog, spokenLogTool, storyId } = test.meta();
    if (storyId) log.ran.add(storyId);
    if (!spokenLog) continue;
    log.stories.push(spokenLog);
    log.tool = spokenLogTool;
  }
}

const filesRun = new Set([...modules].map((module) => module.moduleId));
const prettier = await resolveConfig(join(root, 'package.json'));
for (const [folder, log] of byFolder) {
  const file = logFileOf(folder);
  const earlier = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  // A folder whose every story file ran keeps nothing else: a story missing from the run is gone.
  const wholeFolderRan = readdirSync(folder)
    .filter((file) => file.endsWith('.stories.tsx'))
    .every((file) => filesRun.has(join(folder, file)));
  const kept = wholeFolderRan
    ? []
    : (earlier?.stories ?? []).filter((story) => !log.ran.has(story.id));
  const stories = [...log.stories, ...kept];
  const name = relative(root, file);
  if (stories.length === 0) {
    if (existsSync(file)) {
      rmSync(file);
      console.log(`removed ${name}: no story in it is tagged 'spoken' any more`);
    }
    continue;
  }
  const content = {
    generatedBy: `npm run spoken-logs (scripts/spoken-logs.mjs), from the stories tagged 'spoken'. Do not edit: the story tests compare it with what the screen reader says.`,
    tool: log.tool ?? earlier.tool,
    stories,
  };
  const text = await format(JSON.stringify(content), { ...prettier, parser: 'json' });
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, text);
  const phrases = stories.reduce((sum, story) => sum + story.phrases.length, 0);
  console.log(
    `${before === text ? 'unchanged' : 'wrote'} ${name}: ${stories.length} stories, ${phrases} phrases`,
  );
}
