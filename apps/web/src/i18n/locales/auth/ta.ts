import type { AuthMessages } from './types';

/** The shell's account strings (the account menu) in Tamil. */
export const authTa: AuthMessages = {
  auth: {
    userMenu: {
      account: 'என் கணக்கு',
      signIn: 'உள்நுழைக',
      profile: 'சுயவிவரம்',
      login: 'உள்நுழைவு',
      myProfile: 'என் சுயவிவரம்',
      myOrders: 'என் ஆர்டர்கள்',
      logout: 'வெளியேறு',
      openMenu: '{{name}} கணக்கு மெனு',
    },
  },
};
