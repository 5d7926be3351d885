import type { AuthMessages } from './types';

/** The shell's account strings (the account menu) in Telugu. */
export const authTe: AuthMessages = {
  auth: {
    userMenu: {
      account: 'నా ఖాతా',
      signIn: 'సైన్ ఇన్',
      profile: 'ప్రొఫైల్',
      login: 'లాగిన్',
      myProfile: 'నా ప్రొఫైల్',
      myOrders: 'నా ఆర్డర్లు',
      logout: 'లాగ్ అవుట్',
      openMenu: '{{name}} ఖాతా మెనూ',
    },
  },
};
