import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import type { AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import type { Database } from '../../../db/client';
import type { MailMessage } from '../../../lib/mail/mailer';
import { recordWishlistAlerts } from '../wishlist-alerts';

/**
 * The wishlist alerts a staff change of a piece causes (a lower price, or back in stock),
 * recorded in the change's transaction, to be sent after it commits. Shoppers only hear about
 * pieces they can see: a hidden piece had no stock to them.
 */
export async function recordPieceAlerts(tx: Database, before: AdminProduct, after: AdminProduct, origin: string): Promise<MailMessage[]> {
  if (!after.isActive) return [];
  return recordWishlistAlerts(
    tx,
    {
      productId: after.id,
      name: after.name.en,
      names: after.name,
      slug: after.slug,
      before: { pricePaise: rupeesToPaise(before.salePrice), stock: before.isActive ? before.availableStock : 0 },
      after: { pricePaise: rupeesToPaise(after.salePrice), stock: after.availableStock },
      at: new Date(after.updatedAt),
    },
    origin,
  );
}
