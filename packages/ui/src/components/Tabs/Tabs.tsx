import { Slot } from '@radix-ui/react-slot';
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
  type KeyboardEvent,
} from 'react';
import { cx } from '../../lib/cx';
import { composeHandlers } from '../../lib/events';
import { focusTarget, hasModifier, isRtl, type Orientation } from '../../lib/roving';
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
 * Tabs (WAI-ARIA tabs pattern): exactly one panel shows. Arrow keys move between tabs
 * (following the text direction, or Up/Down when vertical), Home and End jump; `activationMode`
 * "automatic" (default) selects on focus, "manual" on Enter or Space.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    syncWithHash = false,
    value,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    asChild,
    className,
    ...props
  },
  forwardedRef,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => rootRef.current as HTMLDivElement);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const [focused, setFocused] = useState<string>();
  const [fallback, setFallback] = useState<string>();
  const current = value ?? uncontrolled;

  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const writeHash = useHashSync(syncWithHash, rootRef, select);
  const Root = asChild ? Slot : 'div';

  return (
    <TabsContext.Provider
      value={{
        baseId: useId(),
        value: current,
        select: (next) => {
          select(next);
          writeHash(next);
        },
        orientation,
        activationMode,
        tabStop: focused ?? current,
        fallback,
        setFocused,
        setFallback,
      }}
    >
      <Root
        ref={rootRef}
        data-orientation={orientation}
        className={cx('cv-tabs', className)}
        {...props}
      />
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
    asChild,
    className,
    style,
    onKeyDown,
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
  const { tabStop, setFallback } = tabs;
  useEffect(() => {
    const enabled = enabledTabs(listRef.current).map((tab) => tab.dataset.value);
    setFallback(enabled.includes(tabStop) ? undefined : enabled[0]);
  });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const enabled = enabledTabs(list);
    const index = enabled.indexOf(event.target as HTMLElement);
    if (index < 0 || hasModifier(event)) return;
    // Radix's tabs also took PageUp and PageDown for the first and last tab.
    const key = { PageUp: 'Home', PageDown: 'End' }[event.key] ?? event.key;
    const target = focusTarget(key, index, enabled.length, tabs.orientation, isRtl(list), loop);
    if (target === undefined) return;
    event.preventDefault();
    enabled[target]?.focus();
  };

  const List = asChild ? Slot : 'div';
  return (
    <List
      ref={listRef}
      role="tablist"
      aria-orientation={tabs.orientation}
      data-orientation={tabs.orientation}
      className={cx('cv-tabs__list', sticky && 'cv-tabs__list--sticky', className)}
      style={{ '--cv-tabs-sticky-top': headerOffset, ...style } as CSSProperties}
      onKeyDown={composeHandlers(onKeyDown, moveFocus)}
      onBlur={composeHandlers(onBlur, (event) => {
        // Focus left the strip: the selected tab is the way back in.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          tabs.setFocused(undefined);
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
  { value, tone, disabled = false, asChild, className, onMouseDown, onKeyDown, onFocus, ...props },
  ref,
) {
  const tabs = useTabs('TabsTrigger');
  const selected = value === tabs.value;
  const Trigger = asChild ? Slot : 'button';
  return (
    <Trigger
      ref={ref}
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={partId(tabs, 'panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      id={partId(tabs, 'tab', value)}
      data-value={value}
      tabIndex={value === (tabs.fallback ?? tabs.tabStop) ? 0 : -1}
      className={cx(tabsTriggerVariants({ tone }), className)}
      {...props}
      onMouseDown={composeHandlers(onMouseDown, (event) => {
        // Select on press, as Radix did; a right or Ctrl click opens the menu, not the tab.
        if (disabled || event.button !== 0 || event.ctrlKey) return event.preventDefault();
        const tab = event.currentTarget;
        const hadFocus = tab.ownerDocument.activeElement === tab;
        tab.focus(); // Safari does not focus a clicked button by itself.
        // Automatic activation selects as focus arrives; otherwise select here.
        if (hadFocus || tabs.activationMode === 'manual') tabs.select(value);
      })}
      onKeyDown={composeHandlers(onKeyDown, (event) => {
        if (!disabled && event.target === event.currentTarget && /^( |Enter)$/.test(event.key)) {
          tabs.select(value);
        }
      })}
      onFocus={composeHandlers(onFocus, () => {
        tabs.setFocused(value);
        if (!disabled && tabs.activationMode === 'automatic') tabs.select(value);
      })}
    />
  );
});
