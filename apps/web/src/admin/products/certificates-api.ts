import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCertificate, AdminCertificateFormInput } from '@aabhushan/shared/schemas/certificates';
import { apiGet, apiSend } from '../../lib/api-client';
import { adminKeys } from '../admin-api';

/** A piece's certificates: every answer of /api/admin/products/{id}/certificates is the whole list. */
const certificatesKey = (productId: string) => [...adminKeys.product(productId), 'certificates'] as const;
const base = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}/certificates`;

export function useProductCertificates(productId: string) {
  return useQuery({
    queryKey: certificatesKey(productId),
    queryFn: async ({ signal }) => (await apiGet<AdminCertificate[]>(base(productId), { signal, cache: 'no-store' })).data,
  });
}

type CertificateChange =
  | { kind: 'add'; body: AdminCertificateFormInput }
  | { kind: 'edit'; certificateId: string; body: AdminCertificateFormInput }
  | { kind: 'remove'; certificateId: string };

/** Adds, replaces or removes one certificate; answers the API's message, and the list it answered is shown at once. */
export function useChangeCertificate(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CertificateChange) => {
      const envelope =
        change.kind === 'add'
          ? await apiSend<AdminCertificate[]>('POST', base(productId), change.body)
          : change.kind === 'edit'
            ? await apiSend<AdminCertificate[]>('PUT', `${base(productId)}/${encodeURIComponent(change.certificateId)}`, change.body)
            : await apiSend<AdminCertificate[]>('DELETE', `${base(productId)}/${encodeURIComponent(change.certificateId)}`);
      return { certificates: envelope.data, message: envelope.message };
    },
    onSuccess: ({ certificates }) => {
      queryClient.setQueryData(certificatesKey(productId), certificates);
      // Each change is audited as a change of the piece: its trail below shows it.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit', 'product', productId] });
    },
  });
}
