import { useCallback, useEffect, useState } from 'react';
import { remainingSeconds } from './cooldown';

/**
 * A countdown in whole seconds. `start()` (re)starts it; it runs from mount when `startNow`.
 * `round` counts the starts, so callers can tell a fresh cooldown from the one on mount.
 */
export function useCooldown(seconds: number, startNow: boolean) {
  const [round, setRound] = useState(startNow && seconds > 0 ? 1 : 0);
  const [remaining, setRemaining] = useState(startNow ? seconds : 0);

  useEffect(() => {
    if (round === 0) return;
    const end = Date.now() + seconds * 1000;
    // Ticks faster than once a second so the shown number never lags by a whole second.
    const timer = setInterval(() => {
      const left = remainingSeconds(end, Date.now());
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [round, seconds]);

  const start = useCallback(() => {
    if (seconds <= 0) return;
    setRemaining(seconds);
    setRound((r) => r + 1);
  }, [seconds]);

  return { remaining, round, start };
}
