import { Slot } from '@radix-ui/react-slot';
import {
  forwardRef,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { cx } from '../../lib/cx';
import { composeHandlers } from '../../lib/events';
import { ChevronDownIcon } from '../../lib/icons';
import { focusTarget, hasModifier, isRtl } from '../../lib/roving';
import { AccordionContext, dataState, ItemContext, panelId } from './accordionContext';

export interface AccordionItemProps extends ComponentPropsWithoutRef<'div'> {
  /** Names the section in the accordion's `value`. */
  value: string;
  disabled?: boolean;
  /** Render the one child element instead of a `div`, with these props merged into it. */
  asChild?: boolean;
}

export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, disabled, asChild, className, ...props },
  ref,
) {
  const accordion = useContext(AccordionContext);
  const open = accordion.value.includes(value);
  const off = accordion.disabled || Boolean(disabled);
  const Item = asChild ? Slot : 'div';
  return (
    <ItemContext.Provider value={{ value, open, disabled: off, id: useId() }}>
      <Item
        ref={ref}
        data-state={dataState(open)}
        data-disabled={off ? '' : undefined}
        className={cx('cv-accordion__item', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
});

export type AccordionTriggerProps = ComponentPropsWithoutRef<'button'>;

/** The enabled section buttons of the accordion around `button` (not of one nested in it). */
function sectionButtons(button: HTMLElement): HTMLButtonElement[] {
  const root = button.closest('.cv-accordion');
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLButtonElement>('.cv-accordion__trigger')).filter(
    (other) => !other.disabled && other.closest('.cv-accordion') === root,
  );
}

/** The section's button, inside a heading of the accordion's `headingLevel`. */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(
  function AccordionTrigger({ className, children, onClick, onKeyDown, ...props }, ref) {
    const { headingLevel, setOpen, orientation, dir } = useContext(AccordionContext);
    const item = useContext(ItemContext);
    const open = item?.open ?? false;
    const Heading = `h${headingLevel}` as const;

    // Arrow keys (Up/Down, or Left/Right when horizontal) and Home/End move between sections.
    const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
      const buttons = sectionButtons(event.currentTarget);
      const index = buttons.indexOf(event.currentTarget);
      if (index < 0 || hasModifier(event)) return;
      const rtl = dir ? dir === 'rtl' : isRtl(event.currentTarget);
      const target = focusTarget(event.key, index, buttons.length, orientation, rtl);
      if (target === undefined) return;
      event.preventDefault();
      buttons[target]?.focus();
    };
    return (
      <Heading className="cv-accordion__heading" data-state={dataState(open)}>
        <button
          ref={ref}
          type="button"
          // Named open or closed: the panel stays in the page either way (issue 12).
          aria-controls={item ? panelId(item) : undefined}
          aria-expanded={open}
          data-state={dataState(open)}
          data-disabled={item?.disabled ? '' : undefined}
          disabled={item?.disabled}
          id={item?.id}
          className={cx('cv-accordion__trigger', className)}
          {...props}
          onClick={composeHandlers(onClick, () => item && setOpen(item.value, !open))}
          onKeyDown={composeHandlers(onKeyDown, moveFocus)}
        >
          <span className="cv-accordion__title">{children}</span>
          <ChevronDownIcon className="cv-accordion__chevron" />
        </button>
      </Heading>
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

    // Closed content stays rendered (in the server HTML too, for search engines). Where the
    // browser supports it, it is hidden "until found": find-in-page can match it and opens the
    // section. React renders `hidden` as a boolean, so the value is set here.
    useEffect(() => {
      const element = ref.current;
      if (open || itemValue === undefined || !element || !('onbeforematch' in element)) return;
      element.setAttribute('hidden', 'until-found');
      const onBeforeMatch = () => setOpen(itemValue, true);
      element.addEventListener('beforematch', onBeforeMatch);
      return () => element.removeEventListener('beforematch', onBeforeMatch);
    }, [open, itemValue, setOpen]);

    return (
      <div
        ref={ref}
        role="region"
        aria-labelledby={item?.id}
        data-state={dataState(open)}
        id={item ? panelId(item) : id}
        hidden={!open}
        className={cx('cv-accordion__content', className)}
        {...props}
      >
        <div className="cv-accordion__body">{children}</div>
      </div>
    );
  },
);
