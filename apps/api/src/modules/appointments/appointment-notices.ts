import { eq } from 'drizzle-orm';
import { storeLanguageOr, type StoreLanguage } from '@aabhushan/shared/language-choice';
import { pickLocalizedList } from '@aabhushan/shared/localized-list';
import { pickLocalized } from '@aabhushan/shared/localized-text';
import type { AppointmentKind } from '@aabhushan/shared/schemas/appointments';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import type { MailMessage } from '../../lib/mail/mailer';
import { appointmentAddressContext } from './appointment-address';
import { calendarInvitation } from './appointment-ics';
import { appointmentMail, kindName, writtenTime, type AppointmentMailKind } from './appointment-mails';
import { findPieces, type AppointmentRow, type BookableShowroom } from './appointments.repository';

/** Where a customer sees, moves and cancels their appointments. */
export const MY_APPOINTMENTS_PATH = '/profile?tab=appointments';
const ORGANIZER = { name: 'Aabhushan', email: 'no-reply@aabhushan.in' };

/**
 * The mail about an appointment (booked, moved, cancelled, tomorrow's reminder) in the language the
 * customer booked in; booked, moved and cancelled carry the calendar invitation (the same UID each
 * time, a later SEQUENCE: the calendar moves or removes the one event).
 */
export async function appointmentNotice(
  db: Database,
  cipher: DataCipher,
  storeOrigin: string,
  row: AppointmentRow,
  showroom: Pick<BookableShowroom, 'name' | 'addressLines' | 'phone'>,
  mail: AppointmentMailKind,
  now: Date,
): Promise<MailMessage | null> {
  const [customer] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.userId));
  if (!customer) return null;
  const language: StoreLanguage = storeLanguageOr(row.mailLanguage);
  const pieces = await findPieces(db, row.productIds);
  const pieceNames = row.productIds.flatMap((id) => {
    const piece = pieces.get(id);
    return piece ? [pickLocalized(piece.name, language)] : [];
  });
  const kind = row.kind as AppointmentKind;
  const homeAddress = row.addressSealed ? cipher.open(row.addressSealed, appointmentAddressContext(row.id)) : null;
  // The showroom as the customer reads it in their language (its English where not yet translated), the calendar's event too.
  const showroomName = pickLocalized(showroom.name, language);
  const place = kind === 'home' && homeAddress ? homeAddress : pickLocalizedList(showroom.addressLines, language).join(', ');
  const facts = {
    name: customer.name,
    kind,
    reference: row.reference,
    when: writtenTime(row.startsAt, language),
    showroom: showroomName,
    place,
    phone: showroom.phone,
    pieces: pieceNames,
    videoLink: row.videoLink,
    manageLink: `${storeOrigin}${MY_APPOINTMENTS_PATH}`,
  };
  const ics =
    mail === 'reminder'
      ? undefined
      : calendarInvitation({
          uid: `${row.id}@aabhushan.in`,
          sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
          start: row.startsAt,
          end: row.endsAt,
          stamp: now,
          summary: `${kindName(kind, language)}: Aabhushan ${showroomName} (${row.reference})`,
          description: [pieceNames.length ? pieceNames.join(', ') : null, row.videoLink, facts.manageLink].filter(Boolean).join('\n'),
          location: kind === 'video' && row.videoLink ? row.videoLink : `${showroomName}, ${place}`,
          ...(kind === 'video' && row.videoLink ? { url: row.videoLink } : {}),
          organizer: ORGANIZER,
          attendee: { name: customer.name, email: customer.email },
          cancelled: mail === 'cancelled',
        });
  return appointmentMail(customer.email, language, mail, facts, ics);
}
