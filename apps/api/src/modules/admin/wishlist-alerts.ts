import { and, eq } from 'drizzle-orm';
import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Database } from '../../db/client';
import { users, wishlistAlerts, wishlistItems, wishlists } from '../../db/schema/index';
import { composeMail } from '../../lib/mail/compose-mail';
import { greeting } from '../../lib/mail/plain-name';
import type { MailMessage, MailSender } from '../../lib/mail/mailer';
import { newId } from '../../lib/new-id';

/** A piece's price and sellable stock before and after a change staff made (an edit or new metal rates). */
export interface PieceChange {
  productId: string;
  name: string;
  slug: string;
  before: { pricePaise: number; stock: number };
  after: { pricePaise: number; stock: number };
  /** When the change was saved: a piece back in stock is announced once per return. */
  at: Date;
}

type AlertKind = 'price-down' | 'back-in-stock';

/**
 * The alerts the wishlist promised (issue 13): a saved piece with "tell me when the price drops"
 * gets one mail when its price falls, one with "tell me when it is back" when a sold-out piece
 * returns. Call inside the change's transaction: each alert is recorded there (once per item,
 * kind and change), and the mails to send after it commits come back.
 */
export async function recordWishlistAlerts(tx: Database, change: PieceChange, origin: string): Promise<MailMessage[]> {
  const kinds: AlertKind[] = [];
  if (change.after.pricePaise < change.before.pricePaise) kinds.push('price-down');
  if (change.before.stock === 0 && change.after.stock > 0) kinds.push('back-in-stock');
  const mails: MailMessage[] = [];
  for (const kind of kinds) {
    const wanted = kind === 'price-down' ? and(eq(wishlistItems.notifyOnPriceDown, true), eq(wishlists.notifyOnPriceChanges, true)) : and(eq(wishlistItems.notifyOnStock, true), eq(wishlists.notifyOnStockChanges, true));
    const savers = await tx
      .select({ itemId: wishlistItems.id, email: users.email, name: users.name })
      .from(wishlistItems)
      .innerJoin(wishlists, eq(wishlistItems.wishlistId, wishlists.id))
      .innerJoin(users, eq(wishlists.userId, users.id))
      .where(and(eq(wishlistItems.productId, change.productId), wanted));
    const changeKey = kind === 'price-down' ? String(change.after.pricePaise) : change.at.toISOString();
    for (const saver of savers) {
      const [recorded] = await tx
        .insert(wishlistAlerts)
        .values({ id: newId(), wishlistItemId: saver.itemId, kind, changeKey, createdAt: change.at })
        .onConflictDoNothing()
        .returning({ id: wishlistAlerts.id });
      if (recorded) mails.push(alertMail(kind, change, saver, origin));
    }
  }
  return mails;
}

function alertMail(kind: AlertKind, change: PieceChange, saver: { email: string; name: string }, origin: string): MailMessage {
  const link = `${origin}/product/${encodeURIComponent(change.slug)}`;
  const price = formatInr(paiseToRupees(change.after.pricePaise));
  return kind === 'price-down'
    ? composeMail(
        saver.email,
        'wishlist price down',
        `${change.name} now costs ${price}`,
        [greeting(saver.name), `The ${change.name} in your wishlist now costs ${price} (it was ${formatInr(paiseToRupees(change.before.pricePaise))}).`, link],
        link,
      )
    : composeMail(
        saver.email,
        'wishlist back in stock',
        `${change.name} is back in stock`,
        [greeting(saver.name), `The ${change.name} in your wishlist is back in stock, at ${price}.`, link],
        link,
      );
}

/** Writes the alerts as mail jobs of the change's own transaction: they go out exactly when the change is made. */
export async function queueWishlistAlerts(mailer: MailSender, tx: Database, mails: readonly MailMessage[]): Promise<void> {
  for (const mail of mails) await mailer.send(mail, tx);
}
