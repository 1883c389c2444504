import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
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
    { sticky = false, headerOffset = 'var(--cv-header-height)', className, style, ...props },
    forwardedRef,
  ) {
    const listRef = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwardedRef, () => listRef.current as HTMLDivElement);
    useStickyOffset(sticky, listRef, headerOffset);
    return (
      <TabsPrimitive.List
        ref={listRef}
        className={cx('cv-tabs__list', sticky && 'cv-tabs__list--sticky', className)}
        style={{ '--cv-tabs-sticky-top': headerOffset, ...style } as CSSProperties}
        {...props}
      />
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
    return (
      <TabsPrimitive.Trigger
        ref={ref}
        value={value}
        data-value={value}
        className={cx(tabsTriggerVariants({ tone }), className)}
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
