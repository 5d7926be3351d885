export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the end has passed. */
  totalSeconds: number;
  ended: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until `endsAt` at `now`, in days, hours, minutes and seconds (never negative). */
export function getCountdown(endsAt: string | Date, now: Date): Countdown {
  const end = new Date(endsAt).getTime();
  const left = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now.getTime()) / 1000));
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: left % MINUTE,
    totalSeconds: left,
    ended: left === 0,
  };
}

/** Two digits for the clock faces: 7 -> '07'; days may need more (120 -> '120'). */
export function padTime(value: number): string {
  return String(value).padStart(2, '0');
}
