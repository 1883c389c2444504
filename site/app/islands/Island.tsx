import { memo, Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { holdEventsUntilHydrated } from './heldEvents';
import { loadIsland, type IslandDefinition } from './island';

/** Start loading when the island is within half a screen of the window. */
const APPROACH_MARGIN = '50% 0px';

interface Gate {
  open: () => void;
  /** Resolves with the component once the gate is open and the module has loaded. */
  ready: Promise<unknown>;
}

function createGate<P>(island: IslandDefinition<P>): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, ready: opened.then(() => loadIsland(island)) };
}

interface IslandProps<P> {
  island: IslandDefinition<P>;
  /** The component's props: keep the object stable (e.g. a piece of loader data). */
  props: P;
}

/**
 * Renders an island. In the prerendered page its HTML is complete; while the page hydrates, the
 * island is left as that HTML (a dehydrated Suspense boundary) until the visitor comes within
 * half a screen of it (unless it wakes on intent only), or points, touches, tabs or clicks into
 * it; then its code loads and it
 * hydrates, and a click or submit made before that is replayed (heldEvents.ts). On a
 * client-side navigation it renders at once (the route preloads its islands). Memoised: a
 * dehydrated boundary must not receive updates, or React would replace it with its fallback.
 */
function IslandImpl<P extends object>({ island, props }: IslandProps<P>) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (island.component ? null : createGate(island)));
  // Replays what was clicked or submitted before the island hydrated (set once it is waiting).
  const releaseHeld = useRef<() => void>(() => undefined);
  const onHydrated = useCallback(() => releaseHeld.current(), []);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!gate || !wrapper) return;
    const held = holdEventsUntilHydrated(wrapper, gate.open);
    releaseHeld.current = held.release;
    if (island.wake === 'intent') return held.forget;
    if (typeof IntersectionObserver !== 'function') {
      gate.open();
      return held.forget;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(wrapper);
    return () => {
      observer.disconnect();
      held.forget();
    };
  }, [gate, island]);

  const open = gate?.open;
  return (
    <div
      ref={wrapperRef}
      className="island"
      onPointerEnter={open}
      onTouchStart={open}
      onFocusCapture={open}
    >
      <Suspense fallback={null}>
        <IslandBody island={island} gate={gate} props={props} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}

function IslandBody<P extends object>(props: {
  island: IslandDefinition<P>;
  gate: Gate | null;
  props: P;
  onHydrated: () => void;
}) {
  const { island, gate, onHydrated } = props;
  // Runs once the island's markup is hydrated and its handlers attached: replay held events.
  // Before `use`: React replays a suspended component from its first hook, and a hook first
  // called in the replay makes it throw (error 467) and render the island afresh.
  useEffect(onHydrated, [onHydrated]);
  if (!island.component) use(gate ? gate.ready : loadIsland(island));
  const Component = island.component!;
  return <Component {...props.props} />;
}

export const Island = memo(IslandImpl) as typeof IslandImpl;
