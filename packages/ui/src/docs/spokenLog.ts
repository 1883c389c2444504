// "What a screen reader says" (decision 084): the shape of a component's `<Name>.spoken.json`,
// which `npm run spoken-logs` writes from its stories tagged `spoken` and the story tests check.

/** The tag that makes a story's play function run with the virtual screen reader listening. */
export const SPOKEN_TAG = 'spoken';

/** The one command that records every log again. */
export const SPOKEN_LOGS_COMMAND = 'npm run spoken-logs';

/** What the virtual screen reader said while one story's play function ran, in order. */
export interface SpokenStory {
  /** Storybook's story id, e.g. `components-carousel--keyboard`. */
  id: string;
  /** The story's name as the sidebar shows it. */
  name: string;
  phrases: string[];
}

/** A component's `<Name>.spoken.json`. */
export interface SpokenLogFile {
  /** How the file was made (it is never written by hand). */
  generatedBy: string;
  /** The screen reader that spoke, with its version. */
  tool: string;
  stories: SpokenStory[];
}
