import {
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { moveCursor, type Cursor, type CursorBounds, type CursorMove } from './chartCursor';

/** A sentence for the chart's live region; `key` is new for every move, so the same words again are heard again. */
export interface SpokenPoint {
  text: string;
  key: number;
}

export interface ChartCursor {
  /** The point shown (focus marker and label), or null. */
  cursor: Cursor | null;
  /** What the live region holds: the last point reached by keyboard. */
  spoken: SpokenPoint | null;
  /** For the chart's focusable element. */
  keyboardProps: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: () => void;
  };
  /** For the plot area: a pointer over it shows the nearest point (found by `indexAt`). */
  pointerProps: (indexAt: (event: ReactPointerEvent<HTMLElement>) => number) => {
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
  };
}

/**
 * The point a chart shows and says. Keys move it and say it (through the chart's own live
 * region, decision 100); a pointer shows the same label without speaking, so hovering is never
 * noise. Focus by keyboard shows and says the point last reached (the first at first); focus by a
 * click waits for the pointer or a key. Escape hides the label (WCAG 1.4.13).
 */
export function useChartCursor(
  bounds: CursorBounds,
  describe: (move: CursorMove) => string,
): ChartCursor {
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [spoken, setSpoken] = useState<SpokenPoint | null>(null);
  const remembered = useRef<Cursor>({ index: 0, series: 0 });

  const fit = (c: Cursor): Cursor => ({
    index: Math.min(c.index, Math.max(bounds.count - 1, 0)),
    series: Math.min(c.series, Math.max(bounds.seriesCount - 1, 0)),
  });
  const show = (move: CursorMove, speak: boolean) => {
    remembered.current = move.cursor;
    setCursor(move.cursor);
    if (speak) setSpoken((last) => ({ text: describe(move), key: (last?.key ?? 0) + 1 }));
  };

  const pointerProps: ChartCursor['pointerProps'] = (indexAt) => {
    const point = (event: ReactPointerEvent<HTMLElement>) => {
      const index = indexAt(event);
      if (index >= 0)
        show({ cursor: { ...fit(remembered.current), index }, along: 'points' }, false);
    };
    return { onPointerMove: point, onPointerDown: point, onPointerLeave: () => setCursor(null) };
  };

  return {
    cursor: cursor && cursor.index < bounds.count ? cursor : null,
    spoken,
    keyboardProps: {
      onKeyDown: (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key === 'Escape') {
          if (cursor) event.preventDefault();
          setCursor(null);
          return;
        }
        const move = moveCursor(fit(cursor ?? remembered.current), event.key, bounds);
        if (!move) return;
        event.preventDefault();
        show(move, true);
      },
      onFocus: (event) => {
        if (event.target !== event.currentTarget || !event.currentTarget.matches(':focus-visible'))
          return;
        show({ cursor: fit(remembered.current), along: 'points' }, true);
      },
      onBlur: () => {
        setCursor(null);
        setSpoken(null);
      },
    },
    pointerProps,
  };
}
