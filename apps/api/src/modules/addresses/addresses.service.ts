import {
  ADDRESS_MESSAGES,
  MAX_ADDRESSES_PER_CUSTOMER,
  tooManyAddressesMessage,
  type Address,
  type AddressFields,
  type AddressUpdate,
} from '@aabhushan/shared/schemas/address';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { newId } from '../../lib/new-id';
import { toAddress, toAddressColumns } from './addresses.mapper';
import {
  clearOtherDefaults,
  countAddresses,
  deleteAddressRow,
  insertAddressRow,
  listAddressRows,
  findOwnAddressRow,
  lockAddressBook,
  prepareOwnAddressRead,
  updateAddressRow,
  type NewAddressRow,
} from './addresses.repository';

export type AddressRefusal = { ok: false; status: 400 | 404; message: string };
export type AddressOutcome = { ok: true; address: Address; message: string } | AddressRefusal;

const refuse = (status: 400 | 404, message: string): AddressRefusal => ({ ok: false, status, message });
const notFound = () => refuse(404, ADDRESS_MESSAGES.notFound);

/**
 * The signed-in customer's address book (spec B sections 4 and 5): the first address becomes
 * the default, exactly one is the default while any exist, and deleting the default promotes
 * another. Every change runs with the customer's row locked, so concurrent changes queue.
 * Another customer's address is answered as not found and never changed.
 */
export function createAddressService(db: Database, { cipher, maxAddresses = MAX_ADDRESSES_PER_CUSTOMER }: { cipher: DataCipher; maxAddresses?: number }) {
  const answer = (row: Parameters<typeof toAddress>[1]) => toAddress(cipher, row);
  const readOwnAddress = prepareOwnAddressRead(db);

  async function locked<T>(userId: string, change: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await lockAddressBook(tx, userId);
      return change(tx);
    });
  }

  return {
    async list(userId: string): Promise<Address[]> {
      return (await listAddressRows(db, userId)).map(answer);
    },

    /** The customer's address, opened, with city, district and state; null when it is not theirs. */
    async getOwnedAddress(userId: string, addressId: string): Promise<Address | null> {
      const row = await readOwnAddress(userId, addressId);
      return row ? answer(row) : null;
    },

    create(userId: string, fields: AddressFields): Promise<AddressOutcome> {
      return locked(userId, async (tx) => {
        const existing = await countAddresses(tx, userId);
        if (existing >= maxAddresses) return refuse(400, tooManyAddressesMessage(maxAddresses));
        const id = newId();
        const isDefault = existing === 0 || fields.default === true;
        if (isDefault) await clearOtherDefaults(tx, userId, id);
        const row = await insertAddressRow(tx, { ...toAddressColumns(cipher, id, fields), id, userId, isDefault } as NewAddressRow);
        return { ok: true, address: answer(row), message: ADDRESS_MESSAGES.added };
      });
    },

    /**
     * Changes the fields sent. `default: true` makes it the default; `default: false` on the
     * default is ignored, since one address must stay the default (choose another instead).
     */
    update(userId: string, addressId: string, fields: AddressUpdate & Partial<AddressFields>): Promise<AddressOutcome> {
      return locked(userId, async (tx) => {
        if (!(await findOwnAddressRow(tx, userId, addressId))) return notFound();
        const columns = toAddressColumns(cipher, addressId, fields);
        if (fields.default === true) {
          await clearOtherDefaults(tx, userId, addressId);
          columns.isDefault = true;
        }
        const row = await updateAddressRow(tx, userId, addressId, columns);
        return row ? { ok: true, address: answer(row), message: ADDRESS_MESSAGES.updated } : notFound();
      });
    },

    /** Deletes it; when it was the default, the first flagged default left, else the first left, takes over. */
    remove(userId: string, addressId: string): Promise<{ ok: true; message: string } | AddressRefusal> {
      return locked(userId, async (tx) => {
        const deleted = await deleteAddressRow(tx, userId, addressId);
        if (!deleted) return notFound();
        if (deleted.isDefault) {
          const remaining = await listAddressRows(tx, userId);
          const next = remaining.find((row) => row.isDefault) ?? remaining[0];
          if (next && !next.isDefault) await updateAddressRow(tx, userId, next.id, { isDefault: true });
        }
        return { ok: true, message: ADDRESS_MESSAGES.deleted };
      });
    },

    /** Makes it the only default. */
    setDefault(userId: string, addressId: string): Promise<AddressOutcome> {
      return locked(userId, async (tx) => {
        if (!(await findOwnAddressRow(tx, userId, addressId))) return notFound();
        await clearOtherDefaults(tx, userId, addressId);
        const row = await updateAddressRow(tx, userId, addressId, { isDefault: true });
        return row ? { ok: true, address: answer(row), message: ADDRESS_MESSAGES.defaultSet } : notFound();
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
