import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { mergeRefs } from './mergeRefs';
import { cx } from './cx';
import { reactMajor } from './reactVersion';

type AnyProps = Record<string, unknown>;

/** The ref an element was given: a prop in React 19, a field of the element in React 18. */
function elementRef(element: ReactElement): Ref<unknown> | undefined {
  const fromProps = (element.props as AnyProps).ref as Ref<unknown> | undefined;
  if (reactMajor >= 19) return fromProps;
  return (element as unknown as { ref?: Ref<unknown> }).ref;
}

/**
 * The slot's props merged into its child's: classes and styles combined, event handlers both
 * called (the child's first; the slot's unless the child prevented the default), anything else
 * the child sets wins.
 */
function mergeProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const key of Object.keys(slot)) {
    const slotValue = slot[key];
    const childValue = child[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        const event = args[0] as { defaultPrevented?: boolean } | undefined;
        if (!event?.defaultPrevented) slotValue(...args);
      };
    } else if (key === 'className') {
      merged.className = cx(slotValue as string, childValue as string);
    } else if (key === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  return merged;
}

/**
 * Renders its only child with the slot's props and ref merged in: what `asChild` does, so a
 * component's look and behaviour can go onto a router's link or any element. A few lines instead
 * of a dependency, because every page of a site pays for what its buttons import.
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement> & { children?: ReactNode }>(
  function Slot({ children, ...slotProps }, forwardedRef) {
    const child = Children.only(children);
    if (!isValidElement(child)) return null;
    const childProps = child.props as AnyProps;
    return cloneElement(child, {
      ...mergeProps(slotProps as AnyProps, childProps),
      ref: forwardedRef ? mergeRefs(forwardedRef, elementRef(child)) : elementRef(child),
    } as AnyProps);
  },
);
