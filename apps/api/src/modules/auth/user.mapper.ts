import { GENDERS, type AuthUser, type Gender, type ProfileUser } from '@aabhushan/shared/schemas/auth';
import { storeLanguageOr, type StoreLanguage } from '@aabhushan/shared/language-choice';
import type { UserRow, UsersRepository } from './users.repository';

export function toAuthUser(user: UserRow): AuthUser {
  return { _id: user.id, name: user.name, email: user.email, roleType: user.roleType === 'admin' ? 'admin' : 'customer' };
}

function toGender(value: string | null): Gender | null {
  return GENDERS.find((gender) => gender === value) ?? null;
}

/**
 * The store keeps no wallet: reward points are shown on the orders page but cannot be spent
 * yet, so the balance in rupees is 0 (docs/decisions.md).
 */
const WALLET_BALANCE = 0;

/** The profile answer, with the number of orders the customer has placed. */
export function toProfileUser(user: UserRow, totalOrders: number): ProfileUser {
  return {
    ...toAuthUser(user),
    contact: user.contact,
    dob: user.dob,
    gender: toGender(user.gender),
    area: user.area,
    city: user.city,
    state: user.state,
    country: user.country,
    pincode: user.pincode,
    emailVerified: user.emailVerifiedAt !== null,
    newsletter: user.newsletterOptIn,
    total_orders: totalOrders,
    wallet_balance: WALLET_BALANCE,
    createdAt: user.createdAt.toISOString(),
    language: mailLanguageOf(user),
  };
}

/** The language mails to this account are written in (English for a value the store does not know). */
export function mailLanguageOf(user: Pick<UserRow, 'mailLanguage'>): StoreLanguage {
  return storeLanguageOr(user.mailLanguage);
}

/** The customer's profile as the API answers it, read afresh; null when the account is gone. */
export async function readProfile(users: Pick<UsersRepository, 'findById' | 'countOrders'>, userId: string): Promise<ProfileUser | null> {
  const user = await users.findById(userId);
  return user ? toProfileUser(user, await users.countOrders(user.id)) : null;
}
