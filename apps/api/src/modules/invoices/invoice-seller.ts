import { storeSettings } from '../settings/store-settings';
import type { InvoiceSeller } from './invoice-document';

/** The seller block of every invoice, from the store settings (one place for the GSTIN). */
export function getInvoiceSeller(): InvoiceSeller {
  const { seller, contact, gstRatePercent } = storeSettings();
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
