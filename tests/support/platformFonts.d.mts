import type { CDPSession, Page } from 'playwright';

export interface FontRecord {
  text: string;
  fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
}

/** The families of the faces we ship, as Chromium names them in its record. */
export const SHIPPED_FONT_FAMILIES: string[];

/** The fonts Chromium drew each element's visible text with (CSS.getPlatformFontsForNode). */
export function fontsOfVisibleText(page: Page, session: CDPSession): Promise<FontRecord[]>;

/** One line per text drawn in a font we do not ship, naming the text and the font. */
export function foreignFonts(records: FontRecord[], shipped?: string[]): string[];
