import * as AccordionPrimitive from '@radix-ui/react-accordion';
import {
  Children,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
} from 'react';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../../lib/icons';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingLevel>(3);
/** Opens a section by value; used when find-in-page reveals a closed section's text. */
const RevealContext = createContext<(value: string) => void>(() => undefined);
const ItemContext = createContext<{ value: string; open: boolean; contentId: string } | null>(null);
const OpenValuesContext = createContext<string[]>([]);

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
  /**
   * Show a button before the sections that opens them all, or closes them all when all are
   * open. Never shown with a single section. Needs the `AccordionItem`s as direct children.
   */
  showAllControl?: boolean;
  showAllLabel?: string;
  hideAllLabel?: string;
}

/**
 * A set of sections that open and close independently (WAI-ARIA accordion pattern):
 * Enter or Space toggles, Arrow Up/Down move between section buttons, Home and End jump.
 * Closed sections stay in the page, findable by find-in-page (`hidden="until-found"`).
 */
export const Accordion = forwardRef<ElementRef<typeof AccordionPrimitive.Root>, AccordionProps>(
  function Accordion(
    {
      headingLevel = 3,
      value: valueProp,
      defaultValue,
      onValueChange,
      showAllControl = false,
      showAllLabel = 'Show all sections',
      hideAllLabel = 'Hide all sections',
      className,
      children,
      ...props
    },
    ref,
  ) {
    const [uncontrolled, setUncontrolled] = useState<string[]>(defaultValue ?? []);
    // Open and close animate only once the page is live: in server HTML the open sections would
    // otherwise grow from zero height at first paint and push everything below them (CLS).
    const [live, setLive] = useState(false);
    useEffect(() => setLive(true), []);
    const value = valueProp ?? uncontrolled;
    const setValue = (next: string[]) => {
      if (valueProp === undefined) setUncontrolled(next);
      onValueChange?.(next);
    };
    const reveal = (item: string) => {
      if (!value.includes(item)) setValue([...value, item]);
    };
    const itemValues = Children.toArray(children).flatMap((child) =>
      isValidElement<{ value?: unknown }>(child) && typeof child.props.value === 'string'
        ? [child.props.value]
        : [],
    );
    const allOpen = itemValues.length > 0 && itemValues.every((item) => value.includes(item));

    return (
      <HeadingLevelContext.Provider value={headingLevel}>
        <RevealContext.Provider value={reveal}>
          <OpenValuesContext.Provider value={value}>
            <AccordionPrimitive.Root
              ref={ref}
              type="multiple"
              value={value}
              onValueChange={setValue}
              className={cx('cv-accordion', className)}
              data-motion={live ? '' : undefined}
              {...props}
            >
              {showAllControl && itemValues.length > 1 ? (
                <button
                  type="button"
                  className="cv-accordion__all"
                  aria-expanded={allOpen}
                  onClick={() => setValue(allOpen ? [] : itemValues)}
                >
                  {allOpen ? hideAllLabel : showAllLabel}
                </button>
              ) : null}
              {children}
            </AccordionPrimitive.Root>
          </OpenValuesContext.Provider>
        </RevealContext.Provider>
      </HeadingLevelContext.Provider>
    );
  },
);

export const AccordionItem = forwardRef<
  ElementRef<typeof AccordionPrimitive.Item>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>
>(function AccordionItem({ className, ...props }, ref) {
  const open = useContext(OpenValuesContext).includes(props.value);
  const contentId = useId();
  return (
    <ItemContext.Provider value={{ value: props.value, open, contentId }}>
      <AccordionPrimitive.Item
        ref={ref}
        className={cx('cv-accordion__item', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
});

export const AccordionTrigger = forwardRef<
  ElementRef<typeof AccordionPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger>
>(function AccordionTrigger({ className, children, ...props }, ref) {
  const level = useContext(HeadingLevelContext);
  const item = useContext(ItemContext);
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="cv-accordion__heading">
        <AccordionPrimitive.Trigger
          ref={ref}
          className={cx('cv-accordion__trigger', className)}
          // Radix (Collapsible 1.2 Trigger) sets aria-controls only while open, as it unmounts
          // closed content; ours stays in the page (hidden="until-found"), so always name it.
          aria-controls={item?.contentId}
          {...props}
        >
          <span className="cv-accordion__title">{children}</span>
          <ChevronDownIcon className="cv-accordion__chevron" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
});

export const AccordionContent = forwardRef<
  ElementRef<typeof AccordionPrimitive.Content>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>
>(function AccordionContent({ className, children, ...props }, forwardedRef) {
  const item = useContext(ItemContext);
  const reveal = useContext(RevealContext);
  const open = item?.open ?? true;
  const itemValue = item?.value;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement);

  // Closed content stays rendered (in the server HTML too, for search engines). Where the browser
  // supports it, it is hidden "until found": find-in-page can match it and opens the section.
  useEffect(() => {
    const element = ref.current;
    if (open || itemValue === undefined || !element || !('onbeforematch' in element)) return;
    element.setAttribute('hidden', 'until-found');
    const onBeforeMatch = () => reveal(itemValue);
    element.addEventListener('beforematch', onBeforeMatch);
    return () => element.removeEventListener('beforematch', onBeforeMatch);
  }, [open, itemValue, reveal]);

  return (
    <AccordionPrimitive.Content
      ref={ref}
      forceMount
      hidden={!open}
      className={cx('cv-accordion__content', className)}
      {...props}
      // The id the section button's aria-controls names.
      id={item?.contentId ?? props.id}
    >
      <div className="cv-accordion__body">{children}</div>
    </AccordionPrimitive.Content>
  );
});
