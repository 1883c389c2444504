export { OtpField } from './OtpField';
export type { OtpFieldProps } from './OtpField';
export { normaliseOtp } from './otp';
