export { OtpForm } from './OtpForm';
export type { OtpFormProps } from './OtpForm';
