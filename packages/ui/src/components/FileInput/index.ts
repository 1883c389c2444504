export { FileInput } from './FileInput';
export type { FileInputProps } from './FileInput';
export { isAcceptedFile, describeAccept, formatBytes } from './fileTypes';
export type { FileRejection } from './fileTypes';
