import * as AccordionPrimitive from '@radix-ui/react-accordion';
import {
  Children,
  forwardRef,
  isValidElement,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from '../../lib/cx';
import type { Orientation } from '../../lib/roving';
import { useControllableState } from '../../lib/useControllableState';
import { useInheritedDirection } from '../../lib/useInheritedDirection';
import { AccordionContext, type HeadingLevel } from './accordionContext';

export type { HeadingLevel } from './accordionContext';
export {
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  type AccordionItemProps,
  type AccordionTriggerProps,
  type AccordionContentProps,
} from './AccordionItem';

export interface AccordionProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'dir' | 'defaultValue'
> {
  /** The heading element that wraps each section's button; pick the level that fits the page outline. */
  headingLevel?: HeadingLevel;
  /** Sections open at first (uncontrolled). */
  defaultValue?: string[];
  /** Open sections (controlled). */
  value?: string[];
  onValueChange?: (value: string[]) => void;
  /** Every section button disabled. */
  disabled?: boolean;
  /** Which arrows move between section buttons: Up/Down (default) or Left/Right. */
  orientation?: Orientation;
  /** Text direction for Left/Right with `orientation="horizontal"`; by default the page's. */
  dir?: 'ltr' | 'rtl';
  /**
   * Show a button before the sections that opens them all, or closes them all when all are
   * open. Never shown with a single section. Needs the `AccordionItem`s as direct children.
   */
  showAllControl?: boolean;
  showAllLabel?: string;
  hideAllLabel?: string;
}

/**
 * A set of sections that open and close independently, on Radix Accordion (WAI-ARIA accordion
 * pattern): Enter or Space toggles, Arrow Up/Down move between section buttons, Home and End
 * jump. Closed sections stay in the page, findable by find-in-page (`hidden="until-found"`).
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  {
    headingLevel = 3,
    value: valueProp,
    defaultValue,
    onValueChange,
    disabled = false,
    orientation = 'vertical',
    dir,
    showAllControl = false,
    showAllLabel = 'Show all sections',
    hideAllLabel = 'Hide all sections',
    className,
    children,
    ...props
  },
  forwardedRef,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => rootRef.current as HTMLDivElement);
  const [value, setValue] = useControllableState(valueProp, defaultValue ?? [], onValueChange);
  // Open and close animate only once the page is live: in server HTML the open sections would
  // otherwise grow from zero height at first paint and push everything below them (CLS).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Radix maps Left and Right (horizontal orientation) by the direction it is told.
  const direction = useInheritedDirection(rootRef, dir);
  const setOpen = (item: string, open: boolean) => {
    if (open !== value.includes(item)) {
      setValue(open ? [...value, item] : value.filter((other) => other !== item));
    }
  };
  const itemValues = Children.toArray(children).flatMap((child) =>
    isValidElement<{ value?: unknown }>(child) && typeof child.props.value === 'string'
      ? [child.props.value]
      : [],
  );
  const allOpen = itemValues.length > 0 && itemValues.every((item) => value.includes(item));

  return (
    <AccordionContext.Provider value={{ headingLevel, value, setOpen }}>
      <AccordionPrimitive.Root
        ref={rootRef}
        type="multiple"
        value={value}
        onValueChange={setValue}
        disabled={disabled}
        orientation={orientation}
        dir={direction}
        className={cx('cv-accordion', className)}
        data-motion={live ? '' : undefined}
        {...props}
      >
        {showAllControl && itemValues.length > 1 ? (
          <button
            type="button"
            className="cv-accordion__all"
            aria-expanded={allOpen}
            disabled={disabled}
            onClick={() => setValue(allOpen ? [] : itemValues)}
          >
            {allOpen ? hideAllLabel : showAllLabel}
          </button>
        ) : null}
        {children}
      </AccordionPrimitive.Root>
    </AccordionContext.Provider>
  );
});
