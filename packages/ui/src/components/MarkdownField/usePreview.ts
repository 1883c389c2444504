import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What the app's renderer makes of the Markdown: the preview, at once or after a wait. */
export type RenderPreview = (markdown: string) => ReactNode | Promise<ReactNode>;

export type PreviewState =
  /** The preview panel is not shown. */
  | { status: 'idle' }
  /** Nothing written yet: nothing to render. */
  | { status: 'empty' }
  | { status: 'loading' }
  /** `waited`: it came after the wait was said ("Rendering preview..."), so its arrival is too. */
  | { status: 'ready'; output: ReactNode; waited: boolean }
  | { status: 'failed'; error: unknown };

/**
 * How long the panel is shown before a message goes into its live regions. A region that is
 * shown and filled in the same moment is silent in most screen readers (decision 082 waits the
 * same 100 ms); a preview that is ready by then needs no "Rendering preview..." at all.
 */
export const REGION_SETTLE_MS = 100;

const isThenable = (value: unknown): value is PromiseLike<ReactNode> =>
  typeof (value as PromiseLike<ReactNode> | null)?.then === 'function';

/**
 * The preview's state. `show(markdown)` renders it with the app's renderer (each time the panel
 * is shown, so choosing Preview again after a failure tries again); `hide()` forgets it, and a
 * result that comes after that is dropped. `settled` turns true once the panel has been shown
 * long enough for what enters its live regions to be heard.
 */
export function usePreview(render: RenderPreview) {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const [settled, setSettled] = useState(false);
  const showing = useRef(0);
  const settledNow = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hide = () => {
    showing.current += 1;
    clearTimeout(timer.current);
    settledNow.current = false;
    setSettled(false);
    setState({ status: 'idle' });
  };

  const show = (markdown: string) => {
    hide();
    const current = showing.current;
    timer.current = setTimeout(() => {
      settledNow.current = true;
      setSettled(true);
    }, REGION_SETTLE_MS);
    if (!markdown.trim()) return setState({ status: 'empty' });
    let result: ReturnType<RenderPreview>;
    try {
      result = render(markdown);
    } catch (error) {
      return setState({ status: 'failed', error });
    }
    if (!isThenable(result)) return setState({ status: 'ready', output: result, waited: false });
    setState({ status: 'loading' });
    result.then(
      (output) => {
        if (showing.current === current) {
          setState({ status: 'ready', output, waited: settledNow.current });
        }
      },
      (error: unknown) => {
        if (showing.current === current) setState({ status: 'failed', error });
      },
    );
  };

  return { state, settled, show, hide };
}
