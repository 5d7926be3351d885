import { canChangeAppointment } from '@aabhushan/shared/rules/appointment-rules';
import { toIndianIso } from '@aabhushan/shared/rules/india-time';
import type { Appointment, AppointmentKind, AppointmentShowroom, AppointmentStatus } from '@aabhushan/shared/schemas/appointments';
import type { AppointmentRow, BookableShowroom, PieceRow } from './appointments.repository';

export function toPiece(piece: PieceRow) {
  const image = piece.images.find((candidate) => candidate.isPrimary) ?? piece.images[0];
  return { _id: piece.id, name: piece.name.en, localizedName: piece.name, slug: piece.slug, image: image?.url ?? null };
}

export function toShowroomChoice(showroom: BookableShowroom): AppointmentShowroom {
  return { _id: showroom.id, name: showroom.name, city: showroom.city, addressLines: showroom.addressLines, phone: showroom.phone, slotMinutes: showroom.slotMinutes, homeVisits: showroom.pinPrefixes.length > 0 };
}

/** The customer's view of an appointment; pieces no longer on sale drop out. */
export function toAppointment(row: AppointmentRow, showroom: Pick<BookableShowroom, 'id' | 'name' | 'city' | 'addressLines' | 'phone'>, pieces: ReadonlyMap<string, PieceRow>, now: Date): Appointment {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as AppointmentKind,
    start: toIndianIso(row.startsAt),
    end: toIndianIso(row.endsAt),
    status: row.status as AppointmentStatus,
    showroom: { _id: showroom.id, name: showroom.name, city: showroom.city, addressLines: showroom.addressLines, phone: showroom.phone },
    products: row.productIds.flatMap((id) => {
      const piece = pieces.get(id);
      return piece ? [toPiece(piece)] : [];
    }),
    pin: row.pin,
    note: row.note,
    videoLink: row.videoLink,
    changeable: row.status === 'booked' && canChangeAppointment(row.startsAt, now),
    createdAt: row.createdAt.toISOString(),
  };
}
