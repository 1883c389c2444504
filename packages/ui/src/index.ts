// The public API of @corvane/ui. Styles ship separately: import '@corvane/ui/styles.css' once.
export * from './components/Button';
export * from './components/Accordion';
export { cx } from './lib/cx';
