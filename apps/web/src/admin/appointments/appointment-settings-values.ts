import { isPinPrefix } from '@aabhushan/shared/rules/appointment-rules';
import { ADMIN_APPOINTMENT_MESSAGES as A, MAX_PIN_PREFIXES, type AdminAppointmentSettingsUpdate, type AppointmentSettings } from '@aabhushan/shared/schemas/appointments';
import { numberTyped } from '../admin-format';

/** A showroom's appointment settings as the form holds them: numbers as typed, the PIN prefixes as a list. */
export interface AppointmentSettingsValues {
  slotMinutes: string;
  consultants: string;
  pinPrefixes: string[];
  videoLinkBase: string;
}

export function appointmentSettingsValuesOf(settings: AppointmentSettings): AppointmentSettingsValues {
  return {
    slotMinutes: String(settings.slotMinutes),
    consultants: String(settings.consultants),
    pinPrefixes: [...settings.pinPrefixes],
    videoLinkBase: settings.videoLinkBase ?? '',
  };
}

/** The PATCH body: every field (the API keeps what is unchanged); blank numbers become NaN, which the schema refuses with its message; a blank address removes the service. */
export function appointmentSettingsBodyOf(values: AppointmentSettingsValues): AdminAppointmentSettingsUpdate {
  const videoLinkBase = values.videoLinkBase.trim();
  return {
    slotMinutes: numberTyped(values.slotMinutes),
    consultants: numberTyped(values.consultants),
    pinPrefixes: values.pinPrefixes,
    videoLinkBase: videoLinkBase === '' ? null : videoLinkBase,
  };
}

export type PinPrefixAddition = { ok: true; prefixes: string[] } | { ok: false; message: string };

/**
 * The list after staff type one or more prefixes ("560", "5601, 302 110"): each must be 1 to 6
 * digits, the first not 0; one already listed is not listed twice; the list holds at most 50.
 * Anything wrong refuses the whole addition with the API's own message, so nothing is half added.
 */
export function addPinPrefixes(list: readonly string[], typed: string): PinPrefixAddition {
  const words = typed.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0 || !words.every(isPinPrefix)) return { ok: false, message: A.pinPrefixes };
  const prefixes = [...new Set([...list, ...words])];
  if (prefixes.length > MAX_PIN_PREFIXES) return { ok: false, message: A.pinPrefixes };
  return { ok: true, prefixes };
}

export function removePinPrefix(list: readonly string[], prefix: string): string[] {
  return list.filter((entry) => entry !== prefix);
}
