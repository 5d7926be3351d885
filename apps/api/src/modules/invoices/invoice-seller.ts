import type { StoreSettingsValues } from '../settings/store-settings';
import type { InvoiceSeller } from './invoice-document';

/** The seller block of an invoice issued under `settings` (one place for the GSTIN). */
export function getInvoiceSeller({ seller, contact, gstRatePercent }: StoreSettingsValues): InvoiceSeller {
  return {
    tradeName: seller.tradeName,
    legalName: seller.legalName,
    // The country line is implied on an Indian tax invoice.
    addressLines: contact.addressLines.filter((line) => line !== 'India'),
    gstin: seller.gstin,
    state: seller.state,
    stateCode: seller.stateCode,
    phone: contact.phone,
    email: contact.email,
    hsnCode: seller.hsnCode,
    gstRatePercent,
  };
}
