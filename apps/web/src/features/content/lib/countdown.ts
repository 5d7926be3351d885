/** The countdown rules live in lib/countdown.ts (one place, shared with the auth resend timer). */
export { getCountdown, padTime, type Countdown } from '../../../lib/countdown';
