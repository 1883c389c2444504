import { createContext, useContext } from 'react';

/** What our wrappers add to Radix's tabs state: ids without spaces and the Tab stop from outside. */
export interface TabsState {
  /** Prefix of the ids that tie each tab to its panel. */
  baseId: string;
  /** The selected tab's value ("" when none is). */
  value: string;
  /** Focus is in the tab strip: Radix's roving focus decides the Tab stop then. */
  focusInList: boolean;
  setFocusInList: (inside: boolean) => void;
  /** The first enabled tab, when no enabled tab is selected; it takes the Tab stop then. */
  fallback: string | undefined;
  setFallback: (value: string | undefined) => void;
}

export const TabsContext = createContext<TabsState | null>(null);

export function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

/**
 * The id of a tab or its panel. Radix Tabs 1.2 builds them from the raw value, so a value with a
 * space would split `aria-controls` / `aria-labelledby` into two id references: ours replace it.
 */
export const partId = (state: TabsState, part: 'tab' | 'panel', value: string): string =>
  `${state.baseId}${part}-${value.replace(/\s/g, '_')}`;

/** The enabled tabs of a tab list, in order. */
export const enabledTabs = (list: HTMLElement | null): HTMLElement[] =>
  list ? Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')) : [];
