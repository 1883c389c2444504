// A story file's first story is the one a designer opens first (and a docs page's primary): it
// shows the component as a consuming app gets it. Its play function may look, never act: no
// typing, clicking, hovering or focusing. Interactions live in stories named for them.
import { expect, it } from 'vitest';
import { storiesFiles } from './storyFiles';

const acts = /userEvent|fireEvent|\.(focus|click|blur|hover|dispatchEvent)\(/;

it.each(storiesFiles().map((file) => [file.path, file.stories[0]!] as const))(
  '%s: the first story shows the component untouched',
  (_path, story) => {
    if (story.play === undefined) return;
    expect(story.play, `${story.exportName}'s play function must be written inline`).toMatch(
      /^async \(/,
    );
    expect(
      story.play.match(acts)?.[0],
      `${story.exportName} acts on the component: move that into a story named for the interaction`,
    ).toBeUndefined();
  },
);
