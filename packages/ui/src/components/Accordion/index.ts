export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './Accordion';
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
  HeadingLevel,
} from './Accordion';
