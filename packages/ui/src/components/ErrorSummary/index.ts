export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, FormError } from './ErrorSummary';
export { focusFirstInvalid } from './focusFirstInvalid';
