import * as AccordionPrimitive from '@radix-ui/react-accordion';
import {
  forwardRef,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from '../../lib/icons';
import { hasModifier } from '../../lib/roving';
import { AccordionContext, ItemContext } from './accordionContext';

// A layout effect in the browser; nothing to run on the server (and no warning from React 18).
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/** The keys Radix's accordion moves focus with. */
const MOVE_KEYS = new Set(['Home', 'End', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight']);

export interface AccordionItemProps extends ComponentPropsWithoutRef<'div'> {
  /** Names the section in the accordion's `value`. */
  value: string;
  disabled?: boolean;
  /** Render the one child element instead of a `div`, with these props merged into it. */
  asChild?: boolean;
}

export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, className, ...props },
  ref,
) {
  const open = useContext(AccordionContext).value.includes(value);
  const panelId = `${useId()}-panel`;
  return (
    <ItemContext.Provider value={{ value, open, panelId }}>
      <AccordionPrimitive.Item
        ref={ref}
        value={value}
        className={cx('cv-accordion__item', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
});

export type AccordionTriggerProps = ComponentPropsWithoutRef<'button'>;

/** The section's button, inside a heading of the accordion's `headingLevel`. */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(
  function AccordionTrigger({ className, children, onKeyDown, ...props }, ref) {
    const { headingLevel } = useContext(AccordionContext);
    const item = useContext(ItemContext);
    const Heading = `h${headingLevel}` as const;
    return (
      <AccordionPrimitive.Header asChild>
        <Heading className="cv-accordion__heading">
          <AccordionPrimitive.Trigger
            ref={ref}
            // Radix (Collapsible 1.2 Trigger) names the panel only while it is open, as it
            // unmounts closed content; ours stays in the page (hidden="until-found").
            aria-controls={item?.panelId}
            className={cx('cv-accordion__trigger', className)}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
              onKeyDown?.(event);
              // Radix (Accordion 1.3) also moves focus, and cancels the key, with Alt, Ctrl,
              // Meta or Shift held (Alt+Left is Back): those keys stay the browser's.
              if (hasModifier(event) && MOVE_KEYS.has(event.key)) event.stopPropagation();
            }}
            {...props}
          >
            <span className="cv-accordion__title">{children}</span>
            <ChevronDownIcon className="cv-accordion__chevron" />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
    );
  },
);

export interface AccordionContentProps extends ComponentPropsWithoutRef<'div'> {
  /** Accepted for Radix compatibility; closed content always stays in the page. */
  forceMount?: true;
}

/** The section's panel: a region named by its button. Closed, it stays in the page, hidden. */
export const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(
  function AccordionContent(
    { className, children, id, forceMount: _alwaysMounted, ...props },
    forwardedRef,
  ) {
    const item = useContext(ItemContext);
    const { setOpen } = useContext(AccordionContext);
    const open = item?.open ?? true;
    const itemValue = item?.value;
    const ref = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement);

    // Radix (Collapsible 1.2 Content) unmounts closed content unless `forceMount`, and then never
    // hides it. Ours stays rendered (server HTML included, for search engines) and hidden.
    // Radix also measures the panel in a layout effect with transitions switched off, which
    // cancels a CSS height transition begun by the same commit. So `hidden` is React's only in
    // the first render (the server's, and hydration's); after that our layout effect, which runs
    // after Radix's, sets it, and the height transition (Accordion.css) runs both ways. Where the
    // browser supports it, closed content is hidden "until found": find-in-page can match it.
    const [hiddenAtFirst] = useState(!open);
    useBrowserLayoutEffect(() => {
      const element = ref.current;
      if (!element) return;
      if (open) element.removeAttribute('hidden');
      else element.setAttribute('hidden', 'onbeforematch' in element ? 'until-found' : '');
    }, [open]);
    // Find-in-page matched the closed text: the section opens.
    useEffect(() => {
      const element = ref.current;
      if (open || itemValue === undefined || !element) return;
      const onBeforeMatch = () => setOpen(itemValue, true);
      element.addEventListener('beforematch', onBeforeMatch);
      return () => element.removeEventListener('beforematch', onBeforeMatch);
    }, [open, itemValue, setOpen]);

    return (
      <AccordionPrimitive.Content
        ref={ref}
        forceMount
        hidden={hiddenAtFirst}
        id={item?.panelId ?? id}
        className={cx('cv-accordion__content', className)}
        {...props}
      >
        <div className="cv-accordion__body">{children}</div>
      </AccordionPrimitive.Content>
    );
  },
);
