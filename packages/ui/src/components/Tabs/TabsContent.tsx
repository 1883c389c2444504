import * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from '../../lib/cx';
import { TABBABLE, TABBABLE_ATTRIBUTES } from '../../lib/tabbable';
import { partId, useTabs } from './tabsContext';

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The value of the tab this panel belongs to. */
  value: string;
  /** Keep the panel in the page (hidden) while its tab is not selected; by default it unmounts. */
  forceMount?: true;
  asChild?: boolean;
}

export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, className, children, ...props },
  forwardedRef,
) {
  const tabs = useTabs('TabsContent');
  const selected = value === tabs.value;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement);

  // Radix (Tabs 1.2) always makes the panel a Tab stop. The APG makes it one only when nothing
  // in it is, so Tab from the tab reaches its content either way. A stop (server included) until
  // the content is known.
  const [holdsTabbable, setHoldsTabbable] = useState(false);
  // What the panel holds exists only in the DOM, and Radix renders a panel's content in a render
  // of its own (Presence) once the tab is selected: watched, not asked once. An unchanged answer
  // re-renders nothing.
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setHoldsTabbable(Boolean(panel.querySelector(TABBABLE)));
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributeFilter: TABBABLE_ATTRIBUTES,
    });
    return () => observer.disconnect();
  }, []);

  return (
    <TabsPrimitive.Content
      ref={ref}
      value={value}
      id={partId(tabs, 'panel', value)}
      aria-labelledby={partId(tabs, 'tab', value)}
      // Radix leaves a `forceMount` panel shown while its tab is not selected: hide it.
      hidden={!selected}
      tabIndex={holdsTabbable ? undefined : 0}
      className={cx('cv-tabs__content', className)}
      {...props}
    >
      {children}
    </TabsPrimitive.Content>
  );
});
