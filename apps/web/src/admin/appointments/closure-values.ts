import { indianTimeOf } from '@aabhushan/shared/rules/india-time';
import type { AdminAppointmentClosureInput, AppointmentClosure, AppointmentSlots } from '@aabhushan/shared/schemas/appointments';
import { formatDay } from '../admin-format';

type Slot = AppointmentSlots['slots'][number];

/** The close form's choice: the whole day (''), a slot's start ('11:00'), or a time typed by hand. */
export const WHOLE_DAY = '';
export const ANOTHER_TIME = 'other';

export interface ClosureFormValues {
  showroomId: string;
  date: string;
  choice: string;
  time: string;
  reason: string;
}

export interface SlotChoice {
  value: string;
  label: string;
}

/** "11:00 – 11:30", India's wall clock. */
export function slotLabel(slot: Pick<Slot, 'start' | 'end'>): string {
  return `${indianTimeOf(new Date(slot.start))} – ${indianTimeOf(new Date(slot.end))}`;
}

/**
 * What staff may close on a day: the whole day, each slot of the day as shoppers see it (one
 * already closed says so; closing it again changes nothing), or another time typed by hand.
 */
export function slotChoicesOf(slots: readonly Slot[], closures: readonly AppointmentClosure[], date: string): SlotChoice[] {
  const closed = new Set(closures.filter((closure) => closure.date === date && closure.slotStart).map((closure) => closure.slotStart));
  const dayClosed = closures.some((closure) => closure.date === date && !closure.slotStart);
  return [
    { value: WHOLE_DAY, label: dayClosed ? 'The whole day (closed)' : 'The whole day' },
    ...slots.map((slot) => {
      const start = indianTimeOf(new Date(slot.start));
      return { value: start, label: `${slotLabel(slot)}${closed.has(start) ? ' (closed)' : ''}` };
    }),
    { value: ANOTHER_TIME, label: 'Another time…' },
  ];
}

/**
 * The POST body: no slot for the whole day, else the chosen slot's start or the time typed (a
 * blank one too, which the shared schema refuses: it must never close the whole day); a blank
 * reason left out.
 */
export function closureBodyOf(values: ClosureFormValues): AdminAppointmentClosureInput {
  const reason = values.reason.trim();
  return {
    showroomId: values.showroomId,
    date: values.date,
    ...(values.choice === WHOLE_DAY ? {} : { slotStart: values.choice === ANOTHER_TIME ? values.time.trim() : values.choice }),
    ...(reason ? { reason } : {}),
  };
}

/** "Whole day" or "Slot at 11:00": what a closure shuts. */
export function closureWhat(closure: Pick<AppointmentClosure, 'slotStart'>): string {
  return closure.slotStart ? `Slot at ${closure.slotStart}` : 'Whole day';
}

/** A calendar date (YYYY-MM-DD) as staff read it: "30 Nov 2026". */
export function closureDay(date: string): string {
  return formatDay(`${date}T12:00:00+05:30`);
}

/** "the slot at 11:00 on 30 Nov 2026", "the whole day on 30 Nov 2026". */
export function closureDescription(closure: Pick<AppointmentClosure, 'slotStart' | 'date'>): string {
  return `the ${closureWhat(closure).toLowerCase()} on ${closureDay(closure.date)}`;
}
