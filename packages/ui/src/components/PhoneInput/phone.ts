/** One entry of the country-code list. */
export interface CallingCode {
  country: string;
  /** The first calling code, with its plus sign: '+44'. */
  code: string;
}

/**
 * A short default list (the countries of Corvane's offices and a few more), checked against the
 * ITU list. Pass your own full list through `codes` for a worldwide form.
 */
export const defaultCallingCodes: ReadonlyArray<CallingCode> = [
  { country: 'Australia', code: '+61' },
  { country: 'Canada', code: '+1' },
  { country: 'France', code: '+33' },
  { country: 'Germany', code: '+49' },
  { country: 'India', code: '+91' },
  { country: 'Ireland', code: '+353' },
  { country: 'Netherlands', code: '+31' },
  { country: 'New Zealand', code: '+64' },
  { country: 'Singapore', code: '+65' },
  { country: 'South Africa', code: '+27' },
  { country: 'United Arab Emirates', code: '+971' },
  { country: 'United Kingdom', code: '+44' },
  { country: 'United States', code: '+1' },
];

/** The option value the spec asks for: the country name, then its calling code in brackets. */
export function callingCodeValue(entry: CallingCode): string {
  return `${entry.country} (${entry.code})`;
}

/** 'United Kingdom (+44)' -> '+44'; undefined when the value has no code in brackets. */
export function callingCodeOf(value: string): string | undefined {
  return /\((\+\d+)\)\s*$/.exec(value)?.[1];
}

// Digits other scripts type (Arabic-Indic, Extended Arabic-Indic, full-width) count as digits.
const digitZeros = [0x0660, 0x06f0, 0xff10];

/** Keeps only the digits 0-9, turning other scripts' digits into them. */
export function digitsOnly(raw: string): string {
  let out = '';
  for (const char of raw) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp >= 0x30 && cp <= 0x39) {
      out += char;
      continue;
    }
    const zero = digitZeros.find((start) => cp >= start && cp <= start + 9);
    if (zero !== undefined) out += String(cp - zero);
  }
  return out;
}
