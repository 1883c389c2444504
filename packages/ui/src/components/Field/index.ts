export { Field, useFieldControl } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
