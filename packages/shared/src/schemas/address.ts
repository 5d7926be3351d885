import { z } from 'zod';
import { envelopeSchema } from './common';
import { coded } from '../refusals/refusal-code';

/** Address messages: the spec's wording (part B sections 5 and 8) where it has one, else our own. */
export const ADDRESS_MESSAGES = {
  titleRequired: 'Address title is required',
  typeRequired: 'Address type is required',
  formattedRequired: 'Formatted address is required',
  addressRequired: 'Address details are required',
  contactRequired: 'Contact number is required',
  contactInvalid: 'Invalid contact number format',
  pinRequired: 'PIN code is required',
  pinInvalid: 'Invalid PIN code format',
  coordinatesInvalid: 'Valid coordinates are required',
  // What the form shows beside its fields (spec B section 5).
  formContactInvalid: 'Valid contact number is required',
  formPinInvalid: 'Valid PIN code is required',
  formLocationRequired: 'Please select a location on the map',
  deleteConfirm: 'Are you sure you want to delete this address?',
  added: 'Address added successfully!',
  updated: 'Address updated successfully!',
  deleted: 'Address deleted successfully',
  defaultSet: 'Default address updated',
  loaded: 'Addresses loaded',
  found: 'Address loaded',
  notFound: 'Address not found',
  loadFailed: 'Failed to load addresses',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete address',
  setDefaultFailed: 'Failed to set default address',
  titleTooLong: 'Address title must be at most 60 characters',
  textTooLong: 'Address text must be at most 300 characters',
  instructionTooLong: 'Delivery instruction must be at most 200 characters',
  nameTooLong: "The recipient's name must be at most 80 characters",
  invalidDefault: 'default must be true or false',
} as const;

/** A customer keeps at most this many addresses: enough for home, work and family, bounded for the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;
export const tooManyAddresses = coded('ADDRESS_TOO_MANY', ['max'], (max: number) => `You can save up to ${max} addresses. Delete one you no longer use to add another.`);
export const tooManyAddressesMessage = (max = MAX_ADDRESSES_PER_CUSTOMER) => tooManyAddresses(max);

export const ADDRESS_TYPES = ['HOME', 'SECONDARY', 'OFFICE', 'OTHER'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Digits only; the spec checks the contact number after stripping everything else. */
export const stripToDigits = (value: string) => value.replace(/\D/g, '');
/** An Indian mobile number: 10 digits starting 6 to 9, after stripping non-digits. */
export const isValidContactNumber = (value: string) => /^[6-9]\d{9}$/.test(stripToDigits(value));
/** A PIN code: 6 digits, the first not 0. */
export const isValidPinCode = (value: string) => /^[1-9]\d{5}$/.test(value);
/** [longitude, latitude], both finite and on the globe. */
export const isValidCoordinates = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
  && Math.abs(value[0] as number) <= 180 && Math.abs(value[1] as number) <= 90;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

interface FieldMessages {
  contactInvalid: string;
  pinInvalid: string;
  coordinatesInvalid: string;
}

/** The address fields with the messages of one side (API or form), so both reject the same input. */
function addressFields(messages: FieldMessages) {
  return {
    title: requiredText(ADDRESS_MESSAGES.titleRequired, 60, ADDRESS_MESSAGES.titleTooLong),
    /** Who receives the parcel (a gift): optional, the account holder's name when absent. */
    name: z.string().trim().max(80, { error: ADDRESS_MESSAGES.nameTooLong }).optional(),
    address_type: z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.typeRequired }),
    formatted_address: requiredText(ADDRESS_MESSAGES.formattedRequired, 300, ADDRESS_MESSAGES.textTooLong),
    address: requiredText(ADDRESS_MESSAGES.addressRequired, 300, ADDRESS_MESSAGES.textTooLong),
    contact_number: z
      .string({ error: ADDRESS_MESSAGES.contactRequired })
      .trim()
      .min(1, { error: ADDRESS_MESSAGES.contactRequired })
      .max(20, { error: messages.contactInvalid })
      .refine(isValidContactNumber, { error: messages.contactInvalid }),
    pin_code: z
      .string({ error: ADDRESS_MESSAGES.pinRequired })
      .trim()
      .min(1, { error: ADDRESS_MESSAGES.pinRequired })
      .refine(isValidPinCode, { error: messages.pinInvalid }),
    coordinates: z.custom<[number, number]>(isValidCoordinates, { error: messages.coordinatesInvalid }),
    type: z.literal('Point').default('Point'),
    instruction: z.string().trim().max(200, { error: ADDRESS_MESSAGES.instructionTooLong }).optional(),
    default: z.boolean({ error: ADDRESS_MESSAGES.invalidDefault }).optional(),
  };
}

/** POST /api/address and the body of PUT /api/address/{id} (spec B sections 3 and 5). */
export const addressInputSchema = z.object(
  addressFields({
    contactInvalid: ADDRESS_MESSAGES.contactInvalid,
    pinInvalid: ADDRESS_MESSAGES.pinInvalid,
    coordinatesInvalid: ADDRESS_MESSAGES.coordinatesInvalid,
  }),
);
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

/** PUT /api/address/{id}: any of the fields; those sent are checked as on create. */
export const addressUpdateSchema = addressInputSchema.partial();
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

/** The address form: the same rules, with the form's own wording (spec B section 5). */
export const addressFormSchema = z.object(
  addressFields({
    contactInvalid: ADDRESS_MESSAGES.formContactInvalid,
    pinInvalid: ADDRESS_MESSAGES.formPinInvalid,
    coordinatesInvalid: ADDRESS_MESSAGES.formLocationRequired,
  }),
);
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const addressIdParamsSchema = z.object({
  id: z.string({ error: ADDRESS_MESSAGES.notFound }).trim().min(1, { error: ADDRESS_MESSAGES.notFound }).max(200, { error: ADDRESS_MESSAGES.notFound }),
});

/** A saved address as the API answers it; city, district and state come from the PIN directory. */
export const addressSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  /** The recipient when it is not the account holder. */
  name: z.string().optional(),
  address_type: z.enum(ADDRESS_TYPES),
  formatted_address: z.string(),
  address: z.string(),
  contact_number: z.string(),
  pin_code: z.string(),
  coordinates: z.tuple([z.number(), z.number()]),
  type: z.literal('Point'),
  instruction: z.string().optional(),
  default: z.boolean(),
  status: z.literal('ACTIVE'),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressEnvelopeSchema = envelopeSchema(addressSchema);
export const addressListEnvelopeSchema = envelopeSchema(z.array(addressSchema));
