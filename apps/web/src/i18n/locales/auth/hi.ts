import type { AuthMessages } from './types';

/** The shell's account strings (the account menu) in Hindi. */
export const authHi: AuthMessages = {
  auth: {
    userMenu: {
      account: 'मेरा खाता',
      signIn: 'साइन इन',
      profile: 'प्रोफ़ाइल',
      login: 'लॉगिन',
      myProfile: 'मेरी प्रोफ़ाइल',
      myOrders: 'मेरे ऑर्डर',
      logout: 'लॉग आउट',
      openMenu: '{{name}} का खाता मेनू',
    },
  },
};
