import type { ComponentType } from 'react';

/**
 * A part of a page whose code loads only when the visitor comes near it (decision 061): defined
 * once per module, at module level, with the import that brings its component.
 */
/**
 * When an island's code loads: `approach` when the visitor scrolls within half a screen of it
 * (parts that move or change by themselves), `intent` only when they point at, touch or tab
 * into it (forms and buttons, whose clicks are held and replayed).
 */
export type IslandWake = 'approach' | 'intent';

export interface IslandDefinition<P> {
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly wake: IslandWake;
  /** Set once the module has loaded: from then on the island renders synchronously. */
  component: ComponentType<P> | undefined;
  pending: Promise<ComponentType<P>> | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const everyIsland: Array<IslandDefinition<any>> = [];

export function defineIsland<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  wake: IslandWake = 'approach',
): IslandDefinition<P> {
  const island: IslandDefinition<P> = { load, wake, component: undefined, pending: undefined };
  everyIsland.push(island);
  return island;
}

/** Starts (once) and returns the loading of an island's component. */
export function loadIsland<P>(island: IslandDefinition<P>): Promise<ComponentType<P>> {
  island.pending ??= island.load().then((module) => {
    island.component = module.default;
    return module.default;
  });
  return island.pending;
}

/**
 * Loads islands ahead of rendering: at build time, so the prerendered HTML holds them complete
 * (no streamed Suspense boundary), and before a client-side navigation to their page, so they
 * render at once instead of popping in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function preloadIslands(islands: Array<IslandDefinition<any>>): Promise<void> {
  await Promise.all(islands.map(loadIsland));
}

/** At build time: every island defined by the modules loaded so far (all routes, on the server). */
export function preloadAllIslands(): Promise<void> {
  return preloadIslands(everyIsland);
}
