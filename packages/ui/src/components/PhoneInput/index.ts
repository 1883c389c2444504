export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { callingCodeValue, callingCodeOf, defaultCallingCodes, digitsOnly } from './phone';
export type { CallingCode } from './phone';
