import { createContext } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** What our wrappers add to Radix's accordion state. */
export interface AccordionState {
  headingLevel: HeadingLevel;
  /** The open sections' values. */
  value: string[];
  /** Opens or closes one section (find-in-page opens a closed one). */
  setOpen: (item: string, open: boolean) => void;
}

export const AccordionContext = createContext<AccordionState>({
  headingLevel: 3,
  value: [],
  setOpen: () => undefined,
});

export interface ItemState {
  value: string;
  open: boolean;
  /** The id of the section's panel, which its button always names. */
  panelId: string;
}

export const ItemContext = createContext<ItemState | null>(null);
