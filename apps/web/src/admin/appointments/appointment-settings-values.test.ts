import { describe, expect, it } from 'vitest';
import { ADMIN_APPOINTMENT_MESSAGES as A, adminAppointmentSettingsUpdateSchema, type AppointmentSettings } from '@aabhushan/shared/schemas/appointments';
import { addPinPrefixes, appointmentSettingsBodyOf, appointmentSettingsValuesOf, removePinPrefix } from './appointment-settings-values';

const bengaluru: AppointmentSettings = { showroomId: 's1', showroomName: 'Bengaluru, UB City', slotMinutes: 30, consultants: 2, pinPrefixes: ['560'], videoLinkBase: null };

describe('addPinPrefixes', () => {
  it('adds one prefix or several typed with commas or spaces, each once, in the order typed', () => {
    expect(addPinPrefixes(['560'], '5621')).toEqual({ ok: true, prefixes: ['560', '5621'] });
    expect(addPinPrefixes(['560'], ' 5621, 562 ;560  110')).toEqual({ ok: true, prefixes: ['560', '5621', '562', '110'] });
  });

  it('refuses the whole addition with the API\'s message when one prefix is not 1 to 6 digits starting 1-9', () => {
    for (const typed of ['0560', '5600011', '56a', '562, 0', '', ' , ']) expect(addPinPrefixes(['560'], typed)).toEqual({ ok: false, message: A.pinPrefixes });
  });

  it('keeps the list at 50 prefixes', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => String(100 + i));
    expect(addPinPrefixes(fifty.slice(0, 49), '560')).toMatchObject({ ok: true });
    expect(addPinPrefixes(fifty, '560')).toEqual({ ok: false, message: A.pinPrefixes });
    // One already listed adds nothing, so it is not refused.
    expect(addPinPrefixes(fifty, '100')).toEqual({ ok: true, prefixes: fifty });
  });
});

describe('removePinPrefix', () => {
  it('takes out only that prefix', () => {
    expect(removePinPrefix(['560', '5601', '302'], '560')).toEqual(['5601', '302']);
  });
});

describe('the settings form', () => {
  it('shows the saved settings as typed text and sends them back as the API takes them', () => {
    const values = appointmentSettingsValuesOf(bengaluru);
    expect(values).toEqual({ slotMinutes: '30', consultants: '2', pinPrefixes: ['560'], videoLinkBase: '' });
    expect(appointmentSettingsBodyOf({ ...values, slotMinutes: '45', videoLinkBase: ' https://meet.example.com/aabhushan ' })).toEqual({
      slotMinutes: 45,
      consultants: 2,
      pinPrefixes: ['560'],
      videoLinkBase: 'https://meet.example.com/aabhushan',
    });
  });

  it('sends a blank video address as none, which removes the service', () => {
    const body = appointmentSettingsBodyOf({ ...appointmentSettingsValuesOf({ ...bengaluru, videoLinkBase: 'https://meet.example.com' }), videoLinkBase: '  ' });
    expect(body.videoLinkBase).toBeNull();
    expect(adminAppointmentSettingsUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('lets the API\'s schema refuse a blank or wrong number beside its field, with its message', () => {
    const values = appointmentSettingsValuesOf(bengaluru);
    const issues = (body: ReturnType<typeof appointmentSettingsBodyOf>) => adminAppointmentSettingsUpdateSchema.safeParse(body).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues(appointmentSettingsBodyOf({ ...values, slotMinutes: '' }))).toEqual([['slotMinutes', A.slotMinutes]]);
    expect(issues(appointmentSettingsBodyOf({ ...values, consultants: '2.5' }))).toEqual([['consultants', A.consultants]]);
    expect(issues(appointmentSettingsBodyOf({ ...values, videoLinkBase: 'http://meet.example.com' }))).toEqual([['videoLinkBase', A.videoLinkBase]]);
  });
});
