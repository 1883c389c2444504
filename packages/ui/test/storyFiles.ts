// The stories files of packages/ui, read as Storybook indexes them (CSF, without running them):
// for the checks that the docs pages' spoken logs and the primary stories keep their rules.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';

export const componentsDir = new URL('../src/components/', import.meta.url).pathname;

export interface StoryInFile {
  exportName: string;
  id: string;
  name: string;
  tags: string[];
  /** The play function's source, if the story has its own. */
  play?: string;
}

export interface StoriesFile {
  /** e.g. `Carousel/Carousel.stories.tsx` */
  path: string;
  /** The component's folder, e.g. `Carousel`. */
  folder: string;
  title: string;
  /** In export order: the first is the primary story (the one a docs page opens with). */
  stories: StoryInFile[];
}

export function storiesFiles(): StoriesFile[] {
  return readdirSync(componentsDir).flatMap((folder) =>
    readdirSync(join(componentsDir, folder))
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => {
        const path = `${folder}/${file}`;
        const code = readFileSync(join(componentsDir, path), 'utf8');
        const csf = loadCsf(code, { fileName: basename(path), makeTitle: (t) => t ?? '' }).parse();
        const stories = Object.entries(csf._stories).map(([exportName, story]) => {
          const play = csf._storyAnnotations[exportName]?.play;
          return {
            exportName,
            id: story.id,
            name: story.name ?? exportName,
            tags: story.tags ?? [],
            play: play ? code.slice(play.start ?? 0, play.end ?? 0) : undefined,
          };
        });
        return { path, folder, title: csf.meta.title ?? '', stories };
      }),
  );
}
