import { GENDERS, type AuthUser, type Gender, type ProfileUser } from '@aabhushan/shared/schemas/auth';
import type { UserRow } from './users.repository';

export function toAuthUser(user: UserRow): AuthUser {
  return { _id: user.id, name: user.name, email: user.email, roleType: user.roleType === 'admin' ? 'admin' : 'customer' };
}

function toGender(value: string | null): Gender | null {
  return GENDERS.find((gender) => gender === value) ?? null;
}

/** The profile answer. Orders and wallet are counted by their own modules once they exist. */
export function toProfileUser(user: UserRow, totals: { totalOrders: number; walletBalance: number }): ProfileUser {
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
    total_orders: totals.totalOrders,
    wallet_balance: totals.walletBalance,
    createdAt: user.createdAt.toISOString(),
  };
}
