/** The wall-clock countdown hook lives in lib/use-countdown.ts (one place for every countdown). */
export { useCountdown } from '../../../lib/use-countdown';
