export { MarkdownField } from './MarkdownField';
export type { MarkdownFieldProps, RenderPreview } from './MarkdownField';
