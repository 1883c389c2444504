import { composeEventHandlers } from '@radix-ui/primitive';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
} from 'react';
import { cx } from '../../lib/cx';
import type { Orientation } from '../../lib/roving';
import { Slot } from '../../lib/Slot';
import { useControllableState } from '../../lib/useControllableState';
import { useInheritedDirection } from '../../lib/useInheritedDirection';
import { enabledTabs, partId, TabsContext, useTabs } from './tabsContext';
import { useHashSync } from './useHashSync';
import { useStickyOffset } from './useStickyOffset';

export { TabsContent, type TabsContentProps } from './TabsContent';

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'dir' | 'defaultValue'> {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Which arrows move between tabs: Left/Right (default) or Up/Down. */
  orientation?: Orientation;
  /** Text direction; by default the one the page gives. Mirrors Left and Right. */
  dir?: 'ltr' | 'rtl';
  /** "automatic" (default) selects a tab when it gets focus; "manual" on Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  /** Render the one child element instead of a `div`, with these props merged into it. */
  asChild?: boolean;
  /**
   * Keep the selected tab in the URL hash (`#whatWeDo`), and select the tab a hash names on
   * load and when the hash changes, so a tab can be linked to.
   */
  syncWithHash?: boolean;
}

/**
 * Tabs on Radix Tabs (WAI-ARIA tabs pattern): exactly one panel shows. Arrow keys move between
 * tabs (following the text direction, or Up/Down when vertical), Home and End jump;
 * `activationMode` "automatic" (default) selects on focus, "manual" on Enter or Space.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    syncWithHash = false,
    value,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    dir,
    asChild,
    className,
    ...props
  },
  forwardedRef,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => rootRef.current as HTMLDivElement);
  // "" = no tab selected.
  const [current, setCurrent] = useControllableState(value, defaultValue ?? '', onValueChange);
  const [focusInList, setFocusInList] = useState(false);
  const [fallback, setFallback] = useState<string>();
  // Radix needs the direction to map Left and Right; it knows only the one it is told.
  const direction = useInheritedDirection(rootRef, dir);

  // Radix Tabs 1.2 TabsTrigger selects on mouse press and again from the focus that press causes
  // (automatic activation), so one click called onValueChange twice: the second is dropped.
  const justSelected = useRef<string>(undefined);
  const select = (next: string) => {
    if (next === current || next === justSelected.current) return;
    justSelected.current = next;
    queueMicrotask(() => (justSelected.current = undefined));
    setCurrent(next);
  };
  const writeHash = useHashSync(syncWithHash, rootRef, select);
  const Root = asChild ? Slot : 'div';

  return (
    <TabsContext.Provider
      value={{
        baseId: useId(),
        value: current,
        focusInList,
        setFocusInList,
        fallback,
        setFallback,
      }}
    >
      <TabsPrimitive.Root
        asChild
        // Always controlled ("" = none selected), so Radix never switches modes.
        value={current}
        onValueChange={(next) => {
          select(next);
          writeHash(next);
        }}
        orientation={orientation}
        activationMode={activationMode}
        dir={direction}
      >
        <Root
          ref={rootRef}
          // Radix writes the direction it was told (so "ltr" in server HTML, even on a
          // right-to-left page); only a `dir` given to us is written.
          dir={dir}
          className={cx('cv-tabs', className)}
          {...props}
        />
      </TabsPrimitive.Root>
    </TabsContext.Provider>
  );
});

export interface TabsListProps extends ComponentPropsWithoutRef<'div'> {
  /** Stick below the page header while the tabs' section scrolls. */
  sticky?: boolean;
  /** The header height to stick below (any CSS length); also feeds `scroll-padding-top`. */
  headerOffset?: string;
  /** Arrows wrap from the last tab to the first and back (default true). */
  loop?: boolean;
  asChild?: boolean;
}

/** The tab strip; scrolls sideways on narrow screens instead of wrapping or widening the page. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  {
    sticky = false,
    headerOffset = 'var(--cv-header-height)',
    loop = true,
    className,
    style,
    onFocus,
    onBlur,
    ...props
  },
  forwardedRef,
) {
  const tabs = useTabs('TabsList');
  const listRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => listRef.current as HTMLDivElement);
  useStickyOffset(sticky, listRef, headerOffset);

  // With no tab selected (or the selected one disabled) the first enabled tab is the Tab stop,
  // so the strip can always be reached. Which tabs exist is known only once they are rendered.
  const { value, setFallback } = tabs;
  useEffect(() => {
    const enabled = enabledTabs(listRef.current).map((tab) => tab.dataset.value);
    setFallback(enabled.includes(value) ? undefined : enabled[0]);
  });

  return (
    <TabsPrimitive.List
      ref={listRef}
      loop={loop}
      // Radix (Tabs 1.2 on RovingFocusGroup 1.2) makes the list itself a Tab stop that hands
      // focus on to a tab, and keeps it after a mouse press on the list. Never a stop here.
      tabIndex={-1}
      className={cx('cv-tabs__list', sticky && 'cv-tabs__list--sticky', className)}
      style={{ '--cv-tabs-sticky-top': headerOffset, ...style } as CSSProperties}
      onFocus={composeEventHandlers(onFocus, () => tabs.setFocusInList(true))}
      onBlur={composeEventHandlers(onBlur, (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          tabs.setFocusInList(false);
        }
      })}
      {...props}
    />
  );
});

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
  extends ComponentPropsWithoutRef<'button'>, VariantProps<typeof tabsTriggerVariants> {
  /** Names this tab and its `TabsContent`. */
  value: string;
  asChild?: boolean;
}

export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, tone, className, ...props },
  ref,
) {
  const tabs = useTabs('TabsTrigger');
  // Radix (RovingFocusGroup 1.2) makes the last focused tab the Tab stop, even when it is not
  // selected, so Shift+Tab from the panel landed on a tab that was never chosen. While focus is
  // outside the strip the stop is ours: the selected tab, or the first enabled one when none is.
  // Inside it, Radix's roving focus decides, so Tab leaves the strip from any tab.
  const stop = tabs.fallback ?? tabs.value;
  const tabStop = tabs.focusInList ? {} : { tabIndex: value === stop ? 0 : -1 };
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      value={value}
      data-value={value}
      id={partId(tabs, 'tab', value)}
      aria-controls={partId(tabs, 'panel', value)}
      className={cx(tabsTriggerVariants({ tone }), className)}
      {...tabStop}
      {...props}
    />
  );
});
