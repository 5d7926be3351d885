import { and, eq } from 'drizzle-orm';
import { storeLanguageOr, type StoreLanguage } from '@aabhushan/shared/language-choice';
import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Database } from '../../db/client';
import { users, wishlistAlerts, wishlistItems, wishlists } from '../../db/schema/index';
import { composeMailIn, greetingIn } from '../../lib/mail/compose-mail';
import type { MailMessage, MailSender } from '../../lib/mail/mailer';
import { newId } from '../../lib/new-id';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import { pickLocalized } from '@aabhushan/shared/localized-text';

/** A piece's price and sellable stock before and after a change staff made (an edit or new metal rates). */
export interface PieceChange {
  productId: string;
  name: string;
  /** The piece's name in the store's languages, when known: each saver reads it in theirs (else `name`). */
  names?: LocalizedText;
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
      .select({ itemId: wishlistItems.id, email: users.email, name: users.name, language: users.mailLanguage })
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

type Written = { subject: string; lines: string[] };

/** What an alert says, already written out: the piece's name in the mail's language, prices with Indian digit grouping. */
export interface AlertFacts {
  name: string;
  price: string;
  was: string;
}

/** The wishlist alerts in the store's four languages (the customer's: the one kept on their account). */
export const WISHLIST_ALERT_TEXTS: Record<StoreLanguage, Record<AlertKind, (f: AlertFacts) => Written>> = {
  en: {
    'price-down': (f) => ({ subject: `${f.name} now costs ${f.price}`, lines: [`The ${f.name} in your wishlist now costs ${f.price} (it was ${f.was}).`] }),
    'back-in-stock': (f) => ({ subject: `${f.name} is back in stock`, lines: [`The ${f.name} in your wishlist is back in stock, at ${f.price}.`] }),
  },
  hi: {
    'price-down': (f) => ({ subject: `${f.name} अब ${f.price} में`, lines: [`आपकी विशलिस्ट में से: ${f.name} अब ${f.price} में उपलब्ध है (पहले कीमत ${f.was} थी)।`] }),
    'back-in-stock': (f) => ({ subject: `${f.name} फिर से उपलब्ध है`, lines: [`आपकी विशलिस्ट में से: ${f.name} फिर से स्टॉक में है, ${f.price} में।`] }),
  },
  ta: {
    'price-down': (f) => ({ subject: `${f.name} இப்போது ${f.price} மட்டுமே`, lines: [`உங்கள் விருப்பப் பட்டியலில் உள்ள ${f.name} இப்போது ${f.price} விலையில் கிடைக்கிறது (முன்பு ${f.was}).`] }),
    'back-in-stock': (f) => ({ subject: `${f.name} மீண்டும் கிடைக்கிறது`, lines: [`உங்கள் விருப்பப் பட்டியலில் உள்ள ${f.name} மீண்டும் கையிருப்பில் உள்ளது, விலை ${f.price}.`] }),
  },
  te: {
    'price-down': (f) => ({ subject: `${f.name} ఇప్పుడు ${f.price} కే`, lines: [`మీ విష్‌లిస్ట్‌లోని ${f.name} ఇప్పుడు ${f.price} కే లభిస్తోంది (ఇంతకు ముందు ${f.was}).`] }),
    'back-in-stock': (f) => ({ subject: `${f.name} మళ్లీ అందుబాటులో ఉంది`, lines: [`మీ విష్‌లిస్ట్‌లోని ${f.name} మళ్లీ స్టాక్‌లో ఉంది, ధర ${f.price}.`] }),
  },
};

function alertMail(kind: AlertKind, change: PieceChange, saver: { email: string; name: string; language: string }, origin: string): MailMessage {
  const language: StoreLanguage = storeLanguageOr(saver.language);
  const link = `${origin}/product/${encodeURIComponent(change.slug)}`;
  const facts = {
    name: pickLocalized(change.names ?? change.name, language),
    price: formatInr(paiseToRupees(change.after.pricePaise)),
    was: formatInr(paiseToRupees(change.before.pricePaise)),
  };
  const { subject, lines } = WISHLIST_ALERT_TEXTS[language][kind](facts);
  return composeMailIn(language, saver.email, kind === 'price-down' ? 'wishlist price down' : 'wishlist back in stock', subject, [greetingIn(language, saver.name), ...lines, link], link);
}

/** Writes the alerts as mail jobs of the change's own transaction: they go out exactly when the change is made. */
export async function queueWishlistAlerts(mailer: MailSender, tx: Database, mails: readonly MailMessage[]): Promise<void> {
  for (const mail of mails) await mailer.send(mail, tx);
}
