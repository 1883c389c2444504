export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
