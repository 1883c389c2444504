/** A figure shown as a tile: "Up to 8 hours" / "battery life". */
export interface Highlight {
  value: string;
  label: string;
}

/** A titled point: a key feature, a use case, a card. */
export interface TitledText {
  title: string;
  text: string;
}

/** What a product page shows beyond the catalogue entry (spec 2.16). */
export interface ProductDetail {
  /** Alt text of the product's illustration: what it shows, for this page. */
  imageAlt: string;
  /** Exactly four tiles. */
  highlights: Highlight[];
  /** The Key Features list. */
  features: TitledText[];
  /** The Platform Details table; camelCase keys, shown as words split at capitals. */
  specs: Record<string, string>;
  /** Exactly three Common Use Cases cards. */
  useCases: TitledText[];
}
