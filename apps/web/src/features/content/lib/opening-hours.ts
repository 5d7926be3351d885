import { intlFormat } from '../../../lib/intl-formats';

/** '10:30' (24-hour IST) as the shopper's clock reads it: '10:30 am' in English, and so on. */
export function formatClockTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return intlFormat(Intl.DateTimeFormat, `${language}-IN`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** A link that opens directions to the coordinates in the shopper's map app. */
export function getDirectionsUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
