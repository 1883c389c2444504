import { createContext, useContext } from 'react';
import type { Orientation } from '../../lib/roving';

export interface TabsState {
  /** Prefix of the ids that tie each tab to its panel. */
  baseId: string;
  /** The selected tab's value. */
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
  activationMode: 'automatic' | 'manual';
  /**
   * The value of the one tab in the Tab order: the focused tab while focus is in the strip (so
   * Tab leaves it from any tab), otherwise the selected tab.
   */
  tabStop: string | undefined;
  /** The first enabled tab, when `tabStop` names no enabled tab; it takes the Tab stop then. */
  fallback: string | undefined;
  setFocused: (value: string | undefined) => void;
  setFallback: (value: string | undefined) => void;
}

export const TabsContext = createContext<TabsState | null>(null);

export function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

/** The id of a tab or its panel. Whitespace would split an id reference in two. */
export const partId = (state: TabsState, part: 'tab' | 'panel', value: string): string =>
  `${state.baseId}${part}-${value.replace(/\s/g, '_')}`;

/** The enabled tabs of a tab list, in order. */
export const enabledTabs = (list: HTMLElement | null): HTMLElement[] =>
  list ? Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')) : [];
