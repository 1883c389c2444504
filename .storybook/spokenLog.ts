/*
 * "What a screen reader says" (decision 084). Under the story tests, a story tagged `spoken` runs
 * with a virtual screen reader listening to the whole page (dialogs are portals outside the
 * story's root) from before it renders until its play function has finished; its log is then
 * checked against the component's `<Name>.spoken.json` (or recorded, by `npm run spoken-logs`).
 * The listener lives in `spokenLog.setup.ts`, which only Vitest loads: Storybook itself carries
 * none of it, and these hooks do nothing there.
 */
import type { Virtual } from '@guidepup/virtual-screen-reader';
import type { ReactRenderer } from '@storybook/react-vite';
import type { AfterEach, BeforeEach } from 'storybook/internal/types';
import { SPOKEN_TAG } from '../packages/ui/src/docs/spokenLog';

export interface SpokenLogListener {
  /** Starts listening (before the story renders). */
  start(): Promise<void>;
  /** After the play function: checks (or records) what was said. */
  finish(story: { id: string; name: string; title: string }): Promise<void>;
  /** Stops listening, also when the play function failed. */
  stop(): Promise<void>;
  /** The reader while it listens, for a play function's own listening steps to share. */
  reader(): Virtual | undefined;
}

declare global {
  var __spokenLogListener: SpokenLogListener | undefined;
}

const listenerFor = (tags: string[], viewMode: string) =>
  viewMode === 'story' && tags.includes(SPOKEN_TAG) ? globalThis.__spokenLogListener : undefined;

export const listenForSpokenLog: BeforeEach<ReactRenderer> = async ({ tags, viewMode }) => {
  const listener = listenerFor(tags, viewMode);
  if (!listener) return;
  await listener.start();
  return () => listener.stop();
};

export const checkSpokenLog: AfterEach<ReactRenderer> = async ({
  tags,
  viewMode,
  id,
  name,
  title,
}) => {
  await listenerFor(tags, viewMode)?.finish({ id, name, title });
};
