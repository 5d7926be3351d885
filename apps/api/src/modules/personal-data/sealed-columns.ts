import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addresses, appointments, enquiries, jobs, mailOutbox, users } from '../../db/schema/index';
import { jobSealContext } from '../../lib/jobs/enqueue-job';
import { outboxBodyContext } from '../../lib/mail/outbox-mailer';
import { contextOf as addressFieldContext } from '../addresses/addresses.mapper';
import { appointmentAddressContext } from '../appointments/appointment-address';
import { accountFieldContext, SEALED_ACCOUNT_FIELDS } from '../auth/account-personal';
import { enquiryNumberContext } from '../enquiry/enquiry-number';

/**
 * A text column that holds one sealed value per row, bound to the row's id and the column: what
 * the start-up pass seals when it finds it plain and what a key rotation re-seals. Orders keep
 * their sealed address inside a jsonb column and are handled on their own (order-values.ts).
 */
export interface SealedColumn {
  /** `table.column`, for reports. */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  column: AnyPgColumn;
  context: (id: string) => string;
}

const column = (table: PgTable, id: AnyPgColumn, sealed: AnyPgColumn, context: (id: string) => string): SealedColumn => ({
  name: `${getTableName(table)}.${sealed.name}`,
  table,
  id,
  column: sealed,
  context,
});

/** Every column that holds a sealed value: the account's, the address book's, enquiries', appointments' home addresses, the outbox's and waiting jobs' (a mail). */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  ...SEALED_ACCOUNT_FIELDS.map((field) => column(users, users.id, users[field], (id) => accountFieldContext(id, field))),
  column(addresses, addresses.id, addresses.formattedAddressSealed, (id) => addressFieldContext(id, 'formatted_address')),
  column(addresses, addresses.id, addresses.addressSealed, (id) => addressFieldContext(id, 'address')),
  column(addresses, addresses.id, addresses.contactNumberSealed, (id) => addressFieldContext(id, 'contact_number')),
  column(addresses, addresses.id, addresses.pinCodeSealed, (id) => addressFieldContext(id, 'pin_code')),
  column(addresses, addresses.id, addresses.instructionSealed, (id) => addressFieldContext(id, 'instruction')),
  column(addresses, addresses.id, addresses.recipientNameSealed, (id) => addressFieldContext(id, 'name')),
  column(enquiries, enquiries.id, enquiries.numberSealed, enquiryNumberContext),
  column(mailOutbox, mailOutbox.id, mailOutbox.text, (id) => outboxBodyContext(id, 'text')),
  column(mailOutbox, mailOutbox.id, mailOutbox.html, (id) => outboxBodyContext(id, 'html')),
  column(mailOutbox, mailOutbox.id, mailOutbox.attachments, (id) => outboxBodyContext(id, 'attachments')),
  column(appointments, appointments.id, appointments.addressSealed, appointmentAddressContext),
  column(jobs, jobs.id, jobs.sealedPayload, jobSealContext),
];
