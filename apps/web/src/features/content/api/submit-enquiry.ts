import { useMutation } from '@tanstack/react-query';
import type { EnquiryAnswer, EnquiryBody } from '@aabhushan/shared/schemas/enquiry';
import { apiSend, type Envelope } from '../../../lib/api-client';

/** POST /api/public/enquiry: the contact form; 201 with the server's thank-you message. */
export function submitEnquiry(body: EnquiryBody): Promise<Envelope<EnquiryAnswer>> {
  return apiSend<EnquiryAnswer>('POST', '/api/public/enquiry', { ...body, status: 'active' });
}

export function useSubmitEnquiry() {
  return useMutation({ mutationFn: submitEnquiry });
}
