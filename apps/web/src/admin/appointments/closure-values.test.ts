import { describe, expect, it } from 'vitest';
import { ADMIN_APPOINTMENT_MESSAGES as A, adminAppointmentClosureSchema, type AppointmentClosure } from '@aabhushan/shared/schemas/appointments';
import { ANOTHER_TIME, WHOLE_DAY, closureBodyOf, closureDescription, closureWhat, slotChoicesOf, slotLabel } from './closure-values';

const slot = (start: string, end: string) => ({ start: `2026-12-02T${start}:00+05:30`, end: `2026-12-02T${end}:00+05:30`, available: true, remaining: 2 });
const slots = [slot('11:00', '11:30'), slot('11:30', '12:00'), slot('12:00', '12:30')];
const closure = (date: string, slotStart: string | null): AppointmentClosure => ({ id: `${date}-${slotStart}`, showroomId: 's1', date, slotStart, reason: null });
const form = { showroomId: 's1', date: '2026-12-02', choice: WHOLE_DAY, time: '', reason: '' };

describe('slotChoicesOf', () => {
  it('offers the whole day, each slot of the day in India\'s time, then a time typed by hand', () => {
    expect(slotChoicesOf(slots, [], '2026-12-02')).toEqual([
      { value: WHOLE_DAY, label: 'The whole day' },
      { value: '11:00', label: '11:00 – 11:30' },
      { value: '11:30', label: '11:30 – 12:00' },
      { value: '12:00', label: '12:00 – 12:30' },
      { value: ANOTHER_TIME, label: 'Another time…' },
    ]);
  });

  it('says which slots of that day are closed already, and not those of another day', () => {
    const labels = slotChoicesOf(slots, [closure('2026-12-02', '11:30'), closure('2026-12-03', '12:00')], '2026-12-02').map((choice) => choice.label);
    expect(labels).toEqual(['The whole day', '11:00 – 11:30', '11:30 – 12:00 (closed)', '12:00 – 12:30', 'Another time…']);
    expect(slotChoicesOf([], [closure('2026-12-02', null)], '2026-12-02')[0]!.label).toBe('The whole day (closed)');
  });

  it('reads a slot given in UTC as India\'s wall clock', () => {
    expect(slotLabel({ start: '2026-12-02T05:30:00Z', end: '2026-12-02T06:00:00Z' })).toBe('11:00 – 11:30');
  });
});

describe('closureBodyOf', () => {
  it('closes the whole day without a slot, a chosen slot by its start, or the time typed', () => {
    expect(closureBodyOf(form)).toEqual({ showroomId: 's1', date: '2026-12-02' });
    expect(closureBodyOf({ ...form, choice: '11:30', reason: '  Staff training ' })).toEqual({ showroomId: 's1', date: '2026-12-02', slotStart: '11:30', reason: 'Staff training' });
    expect(closureBodyOf({ ...form, choice: ANOTHER_TIME, time: ' 16:45 ' })).toEqual({ showroomId: 's1', date: '2026-12-02', slotStart: '16:45' });
  });

  it('leaves a wrong or blank typed time for the API\'s schema to refuse beside the time field', () => {
    for (const time of ['', '4.30', '25:00']) {
      const parsed = adminAppointmentClosureSchema.safeParse(closureBodyOf({ ...form, choice: ANOTHER_TIME, time }));
      expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['slotStart', A.slotTime]]);
    }
  });
});

describe('what a closure shuts', () => {
  it('is named for the list and the questions', () => {
    expect(closureWhat(closure('2026-12-02', null))).toBe('Whole day');
    expect(closureWhat(closure('2026-12-02', '11:30'))).toBe('Slot at 11:30');
    expect(closureDescription(closure('2026-12-02', '11:30'))).toBe('the slot at 11:30 on 2 Dec 2026');
  });
});
