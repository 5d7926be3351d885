/** Query keys of the signed-in shopper's own data; all dropped at sign-out. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
};
