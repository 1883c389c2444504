import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `value` is given and kept inside otherwise; `onChange` fires
 * in both modes (what Radix's parts do). Shared by the form kit, Tabs, Accordion and Marquee.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
