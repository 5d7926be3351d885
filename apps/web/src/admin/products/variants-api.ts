import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import type { AdminVariantCreateInput, AdminVariantUpdate } from '@aabhushan/shared/schemas/admin-variants';
import { apiSend } from '../../lib/api-client';
import { adminKeys } from '../admin-api';

/** Adds a variant (no variantId) or changes one; answers the piece as saved and the API's message. */
export function useSaveVariant(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ variantId, body }: { variantId?: string; body: AdminVariantCreateInput | AdminVariantUpdate }) => {
      const base = `/api/admin/products/${encodeURIComponent(productId)}/variants`;
      const envelope = variantId
        ? await apiSend<AdminProduct>('PATCH', `${base}/${encodeURIComponent(variantId)}`, body)
        : await apiSend<AdminProduct>('POST', base, body);
      return { product: envelope.data, message: envelope.message };
    },
    onSuccess: async ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product.id), product);
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'products'] });
    },
  });
}
