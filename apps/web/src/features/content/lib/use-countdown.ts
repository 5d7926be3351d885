import { useEffect, useState } from 'react';
import { getCountdown, type Countdown } from './countdown';

/** The countdown to `endsAt`, re-read from the clock every second until it ends. */
export function useCountdown(endsAt: string): Countdown {
  const [countdown, setCountdown] = useState(() => getCountdown(endsAt, new Date()));
  useEffect(() => {
    setCountdown(getCountdown(endsAt, new Date()));
    const timer = setInterval(() => {
      const next = getCountdown(endsAt, new Date());
      setCountdown(next);
      if (next.ended) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return countdown;
}
