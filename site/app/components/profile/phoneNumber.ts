/**
 * The phone number as the profile shows it: "+44 7700900123". The calling code may come back
 * in any form the register form sends or a backend stores ("44", "+44" or the option value
 * "United Kingdom (+44)"); without one that reads as a code, the number shows alone. Kept apart
 * from the contract's country list, which only the register form ships.
 */
export function phoneNumber(countryCode: string | undefined, phoneNo: string): string {
  const digits = countryCode && /\+?\s*(\d{1,4})\s*\)?\s*$/.exec(countryCode)?.[1];
  return digits ? `+${digits} ${phoneNo}` : phoneNo;
}
