import { createContext } from 'react';
import type { Orientation } from '../../lib/roving';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionState {
  headingLevel: HeadingLevel;
  /** The open sections' values. */
  value: string[];
  /** Opens or closes one section. */
  setOpen: (item: string, open: boolean) => void;
  disabled: boolean;
  orientation: Orientation;
  dir: 'ltr' | 'rtl' | undefined;
}

export const AccordionContext = createContext<AccordionState>({
  headingLevel: 3,
  value: [],
  setOpen: () => undefined,
  disabled: false,
  orientation: 'vertical',
  dir: undefined,
});

export interface ItemState {
  value: string;
  open: boolean;
  disabled: boolean;
  /** The section button's id; its panel's id is this plus "-panel". */
  id: string;
}

export const ItemContext = createContext<ItemState | null>(null);

export const panelId = (item: ItemState): string => `${item.id}-panel`;

/** Radix's state attribute, kept for styling: "open" or "closed". */
export const dataState = (open: boolean): 'open' | 'closed' => (open ? 'open' : 'closed');
