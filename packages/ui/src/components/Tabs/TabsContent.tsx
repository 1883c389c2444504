import { Slot } from '@radix-ui/react-slot';
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from '../../lib/cx';
import { partId, useTabs } from './tabsContext';

/** Elements a Tab press can land on. */
const TABBABLE =
  'a[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]),select:not(:disabled),textarea:not(:disabled),summary,iframe,[contenteditable=""],[contenteditable="true"],[tabindex]:not([tabindex^="-"])';

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The value of the tab this panel belongs to. */
  value: string;
  /** Keep the panel in the page (hidden) while its tab is not selected; by default it unmounts. */
  forceMount?: true;
  asChild?: boolean;
}

export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, forceMount, asChild, className, children, ...props },
  forwardedRef,
) {
  const tabs = useTabs('TabsContent');
  const selected = value === tabs.value;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement);

  // The panel is a Tab stop only when nothing in it is (APG), so Tab from the tab reaches its
  // content either way. Rendered as a stop (server included) until the content is known.
  const [holdsTabbable, setHoldsTabbable] = useState(false);
  useEffect(() => {
    // What the panel holds exists only in the DOM; an unchanged answer re-renders nothing.
    setHoldsTabbable(Boolean(ref.current?.querySelector(TABBABLE)));
  }, [selected, children]);

  if (!selected && !forceMount) return null;
  const Panel = asChild ? Slot : 'div';
  return (
    <Panel
      ref={ref}
      data-state={selected ? 'active' : 'inactive'}
      role="tabpanel"
      aria-labelledby={partId(tabs, 'tab', value)}
      hidden={!selected}
      id={partId(tabs, 'panel', value)}
      tabIndex={holdsTabbable ? undefined : 0}
      className={cx('cv-tabs__content', className)}
      {...props}
    >
      {children}
    </Panel>
  );
});
