/**
 * A calendar invitation (iCalendar, RFC 5545) for one appointment, written by hand: CRLF line
 * ends, lines folded at 75 octets without splitting a character, TEXT values escaped, times in
 * UTC. One UID per appointment; a later SEQUENCE moves the same event in the customer's calendar,
 * and METHOD:CANCEL with STATUS:CANCELLED takes it out.
 */
export interface CalendarEvent {
  uid: string;
  /** Rises with every change of the event (a reschedule, a cancellation). */
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  cancelled?: boolean;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 20261201T053000Z */
export function icsUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A TEXT value: backslash, semicolon and comma escaped, line ends written as \n. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a name in CN=): quoted, without the characters a quoted value cannot hold. */
function quotedParameter(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Folds a content line at 75 octets: the rest goes on lines that begin with one space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function calendarInvitation(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aabhushan//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${quotedParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee ? [`ATTENDEE;CN=${quotedParameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(event.cancelled
      ? []
      : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeIcsText(event.summary)}`, 'TRIGGER:-PT1H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
