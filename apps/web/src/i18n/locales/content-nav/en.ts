/** Names of the content pages in the header, footer and mobile menu (loaded with the shell). */
export const contentNavEn = {
  content: {
    nav: {
      about: 'About Us',
      blog: 'Journal',
      faq: 'FAQ',
      contact: 'Contact',
      testimonials: 'Testimonials',
      team: 'Our Team',
      stores: 'Store Locator',
      storeShort: 'Stores',
      ringSize: 'Ring Size Guide',
      oldGold: 'Old Gold Exchange',
      goldPlan: 'Gold Plan',
      help: 'Help',
      discover: 'Discover',
      brands: 'Brand Partners',
      offers: 'Offers',
      social: 'Follow Us',
      track: 'Track Order',
      coupons: 'Coupons',
      certificate: 'Verify a Certificate',
    },
  },
};
