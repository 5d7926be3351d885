import { useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@aabhushan/shared/schemas/certificates';
import { apiGet } from '../../../lib/api-client';

/** GET /api/public/certificates/{number}: the certificate with its piece; 404 'No certificate with this number'. */
export async function getCertificate(number: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return (await apiGet<CertificateVerification>(`/api/public/certificates/${encodeURIComponent(number)}`, { signal })).data;
}

export const certificateKey = (number: string) => ['certificate', number] as const;

/** A number in its stored form (lib/read-certificate-number); nothing is asked while it is null. */
export function useCertificate(number: string | null) {
  return useQuery({
    queryKey: certificateKey(number ?? ''),
    queryFn: ({ signal }) => getCertificate(number!, signal),
    enabled: number !== null,
    // Retried by the QueryClient defaults (network/5xx once, never a 4xx); the page says a 404 itself.
    meta: { handlesNotFound: true },
  });
}
