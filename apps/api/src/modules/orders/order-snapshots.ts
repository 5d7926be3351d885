import type { OrderProductSnapshot } from '../../db/schema/orders';
import type { PricedLine } from '../cart/cart-pricing';
import { findPin } from '../delivery/pin-directory';
import type { OpenedOrderAddress } from './order-address-seal';
import type { ProductFacts } from './order-writes';
import type { OrderAddressSource } from './orders.types';

export { toPhoneDigits } from '../personal-data/phone-digest';

/** The address as it is now, kept (sealed) with the order so later edits of the address book do not change it. */
export function toAddressSnapshot(source: OrderAddressSource, addressId: string, accountName: string): OpenedOrderAddress {
  const [lng, lat] = source.coordinates ?? [];
  const coordinates: [number, number] | null = typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : null;
  const lines = [source.address, source.city, source.state, source.pin_code].filter(Boolean);
  return {
    addressId: source._id ?? source.id ?? addressId,
    title: source.title ?? '',
    addressType: source.address_type ?? 'HOME',
    name: source.name?.trim() || accountName,
    address: source.address,
    formattedAddress: source.formatted_address?.trim() || lines.join(', '),
    contactNumber: source.contact_number,
    pinCode: source.pin_code,
    city: source.city ?? '',
    district: source.district ?? '',
    state: source.state ?? '',
    stateCode: source.stateCode ?? null,
    coordinates,
    instruction: source.instruction ?? '',
    // The address book may say; else the PIN directory's courier data (an unknown PIN is not refused).
    codAvailable: source.codAvailable ?? findPin(source.pin_code)?.codAvailable ?? true,
  };
}

type Images = ReadonlyArray<{ url: string; isPrimary: boolean }>;
const primaryUrl = (images: Images) => (images.find((image) => image.isPrimary) ?? images[0])?.url;

/** The piece as sold, its name in every language it had then; the SKU is the tail of the stock row's id (variant or product), as the stock room labels it. */
export function toProductSnapshot(line: PricedLine, facts: ProductFacts | undefined): OrderProductSnapshot {
  const { product, variant } = line.record;
  return {
    name: product.name.en,
    localizedName: product.name,
    slug: product.slug,
    image: (variant && primaryUrl(variant.images)) ?? primaryUrl(product.images) ?? '',
    sku: `AB-${(variant?.id ?? product.id).slice(-8).toUpperCase()}`,
    metal: facts?.metal ?? '',
    purity: facts?.metalPurity ?? null,
    netWeightMg: facts?.metalWeightMg ?? null,
    huid: facts?.huid ?? null,
    categoryId: product.categoryId,
    codAvailable: facts?.codAvailable ?? false,
  };
}
