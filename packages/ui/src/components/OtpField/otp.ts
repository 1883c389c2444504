import { digitsOnly } from '../PhoneInput/phone';

/**
 * What an OTP field keeps of typed, pasted or autofilled text: digits only ("123-456" and
 * "123 456" become "123456"; other scripts' digits become 0-9), at most `length` of them.
 */
export function normaliseOtp(raw: string, length: number): string {
  return digitsOnly(raw).slice(0, Math.max(0, length));
}

/** The slot the next digit goes into: the one after the last digit, or the last slot when full. */
export function activeSlot(value: string, length: number): number {
  return Math.min(value.length, Math.max(0, length - 1));
}
