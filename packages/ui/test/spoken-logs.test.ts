// "What a screen reader says" (decision 084): every story tagged 'spoken' has its log in its
// component's `<Name>.spoken.json`, that file holds nothing else, and the docs page shows it. (The
// story tests check that each log is what the virtual screen reader says.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SPOKEN_LOGS_COMMAND, SPOKEN_TAG, type SpokenLogFile } from '../src/docs/spokenLog';
import { componentsDir, storiesFiles } from './storyFiles';

const regenerate = `it is generated: run \`${SPOKEN_LOGS_COMMAND}\``;

const folders = new Map<string, { id: string; name: string }[]>();
for (const file of storiesFiles()) {
  const tagged = file.stories
    .filter((story) => story.tags.includes(SPOKEN_TAG))
    .map(({ id, name }) => ({ id, name }));
  folders.set(file.folder, [...(folders.get(file.folder) ?? []), ...tagged]);
}

const logOf = (folder: string) => {
  const path = join(componentsDir, folder, `${folder}.spoken.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SpokenLogFile) : undefined;
};

it.each([...folders])(
  '%s: a spoken log for exactly its stories tagged spoken',
  (folder, tagged) => {
    const logged = (logOf(folder)?.stories ?? []).map(({ id, name }) => ({ id, name }));
    expect(
      [...logged].sort((a, b) => a.id.localeCompare(b.id)),
      `${folder}/${folder}.spoken.json does not match the stories tagged '${SPOKEN_TAG}': ${regenerate}`,
    ).toEqual([...tagged].sort((a, b) => a.id.localeCompare(b.id)));
  },
);

it.each([...folders.keys()].filter((folder) => logOf(folder)))(
  '%s: its docs page shows its spoken log',
  (folder) => {
    const page = readFileSync(join(componentsDir, folder, `${folder}.mdx`), 'utf8');
    // Among the page's imports, before anything it renders.
    const head = page.slice(0, page.indexOf('<Meta of='));
    expect(head).toContain(`import spoken from './${folder}.spoken.json';`);
    expect(head).toContain(`import { SpokenLog } from '../../docs/SpokenLog';`);
    expect(page).toMatch(/## What a screen reader says\s+<SpokenLog log=\{spoken\} \/>/);
  },
);
