/**
 * The shell's account strings in English, the reference: the account menu of the header, the
 * mobile menu and the bottom bar. The account pages' strings load with those pages
 * (locales/account-pages); validation and server messages live in locales/messages/ (see
 * lib/translate-message.ts).
 */
export const authEn = {
  auth: {
    userMenu: {
      account: 'My account',
      signIn: 'Sign In',
      profile: 'Profile',
      login: 'Login',
      myProfile: 'My Profile',
      myOrders: 'My Orders',
      logout: 'Logout',
      openMenu: 'Account menu for {{name}}',
    },
  },
};
