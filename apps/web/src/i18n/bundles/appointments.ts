import { APPOINTMENT_MESSAGES } from '@aabhushan/shared/schemas/appointments';
import { registerMessageGroups } from '../../lib/translate-message';
import { registerArea } from '../i18n';
import { appointmentsEn } from '../locales/appointments/en';
import { appointmentsHi } from '../locales/appointments/hi';
import { appointmentsTa } from '../locales/appointments/ta';
import { appointmentsTe } from '../locales/appointments/te';

// Booking, My Appointments and the video call page's strings, added when one of them loads.
registerArea({ en: appointmentsEn, hi: appointmentsHi, ta: appointmentsTa, te: appointmentsTe });
// The booking form says what is wrong with the API's own sentences, shown by their codes.
registerMessageGroups({ APPOINTMENT: APPOINTMENT_MESSAGES });
