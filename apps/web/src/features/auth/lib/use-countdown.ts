import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds, ticking each second; `restart` starts it again from the top. */
export function useCountdown(from: number) {
  const [left, setLeft] = useState(0);
  const [startedAt, setStartedAt] = useState(0);

  useEffect(() => {
    if (startedAt === 0) return;
    const timer = setInterval(() => {
      setLeft((seconds) => {
        if (seconds <= 1) clearInterval(timer);
        return Math.max(0, seconds - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  const restart = useCallback(() => {
    setLeft(from);
    setStartedAt((run) => run + 1);
  }, [from]);

  return { left, restart };
}
