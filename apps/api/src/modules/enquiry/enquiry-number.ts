import type { DataCipher } from '../../lib/data-cipher';

/** An enquiry's phone number is stored sealed for its row and column: copied elsewhere it does not open. */
export const enquiryNumberContext = (enquiryId: string) => `enquiry:${enquiryId}:number`;

export function sealEnquiryNumber(cipher: DataCipher, enquiryId: string, number: string): string {
  return cipher.seal(number, enquiryNumberContext(enquiryId));
}

export function openEnquiryNumber(cipher: DataCipher, enquiryId: string, sealed: string): string {
  return cipher.open(sealed, enquiryNumberContext(enquiryId));
}
