import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountDataGate } from '../../../lib/account/account-data-gate';
import { useSession } from '../../../lib/session/use-session';
import { cartKeys } from './cart-keys';
import { getCartAnswer } from './cart-request';

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.cart(),
    queryFn: ({ signal }) => getCartAnswer('', signal),
    // Fresh for 5 minutes and retried once (the QueryClient defaults, spec A section 9);
    // a failed load is only logged and shows the empty cart (spec A sections 4 and 8).
    meta: { quiet: true },
  });
}

/**
 * The shopper's cart, for signed-in shoppers only. `immediate` (the cart page) loads at once;
 * elsewhere it waits for the header's delay after sign-in (spec A section 4).
 */
export function useCart({ immediate = false }: { immediate?: boolean } = {}) {
  const { status } = useSession();
  const gate = useAccountDataGate();
  return useQuery({ ...cartQueryOptions(), enabled: status === 'signed-in' && (immediate || gate.cart) });
}
