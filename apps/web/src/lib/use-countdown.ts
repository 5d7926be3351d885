import { useEffect, useState } from 'react';
import { getCountdown, type Countdown } from './countdown';
import { renderTime } from './render-clock';

/**
 * The countdown to `endsAt`, re-read from the clock every second until it ends (so a tab
 * that was asleep shows the true time left). Null: nothing to count (ended, zero).
 */
export function useCountdown(endsAt: string | number | Date | null): Countdown {
  const endsAtMs = endsAt === null ? Number.NaN : new Date(endsAt).getTime();
  const [countdown, setCountdown] = useState(() => getCountdown(new Date(endsAtMs), renderTime()));
  useEffect(() => {
    const read = () => getCountdown(new Date(endsAtMs), new Date());
    setCountdown(read());
    const timer = setInterval(() => {
      const next = read();
      setCountdown(next);
      if (next.ended) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAtMs]);
  return countdown;
}
