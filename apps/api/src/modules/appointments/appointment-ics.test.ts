import { describe, expect, it } from 'vitest';
import { calendarInvitation, escapeIcsText, foldIcsLine, icsUtc } from './appointment-ics';

const EVENT = {
  uid: 'appt-1@aabhushan.in',
  sequence: 0,
  start: new Date('2026-12-01T11:00:00+05:30'),
  end: new Date('2026-12-01T11:30:00+05:30'),
  stamp: new Date('2026-11-29T06:00:00Z'),
  summary: 'Video call with Aabhushan, AP-2026-000001',
  description: 'Pieces: Kundan necklace; Jhumka, gold\nJoin: https://example.com/x',
  location: 'Jaipur Flagship, Johari Bazaar',
  organizer: { name: 'Aabhushan', email: 'no-reply@aabhushan.in' },
  attendee: { name: 'Meera "M" Iyer', email: 'meera@example.com' },
};

describe('the appointment calendar invitation (RFC 5545)', () => {
  it('writes times in UTC', () => {
    expect(icsUtc(EVENT.start)).toBe('20261201T053000Z');
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'क'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'क'.repeat(40)}`);
  });

  it('is one VEVENT with CRLF line ends, its UID, UTC start and end, and escaped text', () => {
    const ics = calendarInvitation(EVENT);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:appt-1@aabhushan.in');
    expect(lines).toContain('DTSTART:20261201T053000Z');
    expect(lines).toContain('DTEND:20261201T060000Z');
    expect(lines).toContain('DTSTAMP:20261129T060000Z');
    expect(lines).toContain('SUMMARY:Video call with Aabhushan\\, AP-2026-000001');
    expect(ics).toContain('ATTENDEE;CN="Meera M Iyer"');
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Pieces: Kundan necklace\\; Jhumka\\, gold\\nJoin: https://example.com/x');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('cancels the same event with METHOD:CANCEL and a later sequence', () => {
    const ics = calendarInvitation({ ...EVENT, sequence: 2, cancelled: true });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).not.toContain('BEGIN:VALARM');
  });
});
