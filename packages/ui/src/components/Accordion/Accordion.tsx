import * as AccordionPrimitive from '@radix-ui/react-accordion';
import {
  createContext,
  forwardRef,
  useContext,
  type ComponentPropsWithoutRef,
  type ElementRef,
} from 'react';
import { cx } from '../../lib/cx';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingLevel>(3);

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'collapsible'
>;

export interface AccordionProps extends RootProps {
  /** The heading element that wraps each section's button; pick the level that fits the page outline. */
  headingLevel?: HeadingLevel;
  /** Sections open at first (uncontrolled). */
  defaultValue?: string[];
  /** Open sections (controlled). */
  value?: string[];
  onValueChange?: (value: string[]) => void;
}

/**
 * A set of sections that open and close independently (WAI-ARIA accordion pattern):
 * Enter or Space toggles, Arrow Up/Down move between section buttons, Home and End jump.
 */
export const Accordion = forwardRef<ElementRef<typeof AccordionPrimitive.Root>, AccordionProps>(
  function Accordion({ headingLevel = 3, className, ...props }, ref) {
    return (
      <HeadingLevelContext.Provider value={headingLevel}>
        <AccordionPrimitive.Root
          ref={ref}
          type="multiple"
          className={cx('cv-accordion', className)}
          {...props}
        />
      </HeadingLevelContext.Provider>
    );
  },
);

export const AccordionItem = forwardRef<
  ElementRef<typeof AccordionPrimitive.Item>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>
>(function AccordionItem({ className, ...props }, ref) {
  return (
    <AccordionPrimitive.Item ref={ref} className={cx('cv-accordion__item', className)} {...props} />
  );
});

export const AccordionTrigger = forwardRef<
  ElementRef<typeof AccordionPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger>
>(function AccordionTrigger({ className, children, ...props }, ref) {
  const level = useContext(HeadingLevelContext);
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="cv-accordion__heading">
        <AccordionPrimitive.Trigger
          ref={ref}
          className={cx('cv-accordion__trigger', className)}
          {...props}
        >
          <span className="cv-accordion__title">{children}</span>
          <svg
            className="cv-accordion__chevron"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
});

export const AccordionContent = forwardRef<
  ElementRef<typeof AccordionPrimitive.Content>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>
>(function AccordionContent({ className, children, ...props }, ref) {
  return (
    <AccordionPrimitive.Content
      ref={ref}
      className={cx('cv-accordion__content', className)}
      {...props}
    >
      <div className="cv-accordion__body">{children}</div>
    </AccordionPrimitive.Content>
  );
});
