import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  createContext,
  forwardRef,
  useContext,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementRef,
} from 'react';
import { cx } from '../../lib/cx';
import { useHashSync } from './useHashSync';
import { useInheritedDirection } from './useInheritedDirection';
import { useStickyOffset } from './useStickyOffset';

type RootProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;

/*
 * One Tab stop for the whole strip: the selected tab. Radix (Tabs 1.2 on RovingFocusGroup 1.2)
 * makes the tablist itself a stop (tabindex=0) that forwards focus unless the last mouse press
 * left its click flag set, and makes the last focused tab the stop even when it is not selected.
 * So while focus is outside the strip we set every tabindex; inside it, Radix's roving focus
 * stays in charge, so Tab from any tab leaves the strip.
 */
const SelectedTabContext = createContext<string | undefined>(undefined);
const FocusInListContext = createContext(false);

/** Only the props to set: an explicit `undefined` would erase Radix's own value when merged. */
const tabIndexProps = (tabIndex: number | undefined) =>
  tabIndex === undefined ? {} : { tabIndex };

export interface TabsProps extends RootProps {
  /**
   * Keep the selected tab in the URL hash (`#whatWeDo`), and select the tab a hash names on
   * load and when the hash changes, so a tab can be linked to.
   */
  syncWithHash?: boolean;
}

/**
 * Tabs on Radix: exactly one panel shows. Arrow keys move between tabs (following the text
 * direction), Home and End jump; `activationMode` "automatic" (default) selects on focus,
 * "manual" on Enter or Space.
 */
export const Tabs = forwardRef<ElementRef<typeof TabsPrimitive.Root>, TabsProps>(function Tabs(
  { syncWithHash = false, value, defaultValue, onValueChange, dir, className, ...props },
  forwardedRef,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => rootRef.current as HTMLDivElement);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const direction = useInheritedDirection(rootRef, dir);

  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const writeHash = useHashSync(syncWithHash, rootRef, select);

  return (
    <SelectedTabContext.Provider value={current}>
      <TabsPrimitive.Root
        ref={rootRef}
        value={current}
        onValueChange={(next) => {
          select(next);
          writeHash(next);
        }}
        dir={direction}
        className={cx('cv-tabs', className)}
        {...props}
      />
    </SelectedTabContext.Provider>
  );
});

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {
  /** Stick below the page header while the tabs' section scrolls. */
  sticky?: boolean;
  /** The header height to stick below (any CSS length); also feeds `scroll-padding-top`. */
  headerOffset?: string;
}

/** The tab strip; scrolls sideways on narrow screens instead of wrapping or widening the page. */
export const TabsList = forwardRef<ElementRef<typeof TabsPrimitive.List>, TabsListProps>(
  function TabsList(
    {
      sticky = false,
      headerOffset = 'var(--cv-header-height)',
      className,
      style,
      children,
      onFocus,
      onBlur,
      ...props
    },
    forwardedRef,
  ) {
    const listRef = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwardedRef, () => listRef.current as HTMLDivElement);
    useStickyOffset(sticky, listRef, headerOffset);
    const selected = useContext(SelectedTabContext);
    const [focusInList, setFocusInList] = useState(false);
    return (
      <TabsPrimitive.List
        ref={listRef}
        className={cx('cv-tabs__list', sticky && 'cv-tabs__list--sticky', className)}
        style={{ '--cv-tabs-sticky-top': headerOffset, ...style } as CSSProperties}
        {...tabIndexProps(selected === undefined ? undefined : -1)}
        onFocus={(event) => {
          setFocusInList(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocusInList(false);
          }
          onBlur?.(event);
        }}
        {...props}
      >
        <FocusInListContext.Provider value={focusInList}>{children}</FocusInListContext.Provider>
      </TabsPrimitive.List>
    );
  },
);

export const tabsTriggerVariants = cva('cv-tabs__trigger', {
  variants: {
    /** The colour gradient the tab wears while selected. */
    tone: {
      brand: 'cv-tabs__trigger--brand',
      emerald: 'cv-tabs__trigger--emerald',
      amber: 'cv-tabs__trigger--amber',
      violet: 'cv-tabs__trigger--violet',
      rose: 'cv-tabs__trigger--rose',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export interface TabsTriggerProps
  extends
    ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>,
    VariantProps<typeof tabsTriggerVariants> {}

export const TabsTrigger = forwardRef<ElementRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ tone, className, value, ...props }, ref) {
    const selected = useContext(SelectedTabContext);
    const focusInList = useContext(FocusInListContext);
    const tabStop = focusInList || selected === undefined ? undefined : value === selected ? 0 : -1;
    return (
      <TabsPrimitive.Trigger
        ref={ref}
        value={value}
        data-value={value}
        className={cx(tabsTriggerVariants({ tone }), className)}
        {...tabIndexProps(tabStop)}
        {...props}
      />
    );
  },
);

export const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...props }, ref) {
  return (
    <TabsPrimitive.Content ref={ref} className={cx('cv-tabs__content', className)} {...props} />
  );
});
