/** Home page and content (banners, offer, newsletter) strings (English, the reference). */
export const homeEn = {
  home: {
    heading: 'Aabhushan: handcrafted fine jewellery from Jaipur',
    premium: {
      eyebrow: 'Collections',
      title: 'Our premium categories',
      lead: 'The collections our karigars are known for, from temple gold to bridal kundan.',
      count_one: '{{count}} piece',
      count_other: '{{count}} pieces',
      viewAll: 'View all categories',
    },
    craft: {
      eyebrow: 'Craftsmanship',
      title: 'From sketch to your doorstep',
      lead: 'Every piece passes through the same four careful steps.',
      design: { title: 'Sketched in Jaipur', text: 'Each design begins as a pencil sketch in our Johari Bazaar studio.' },
      craft: { title: 'Made by hand', text: 'Our karigars set every stone and polish every link by hand.' },
      hallmark: {
        title: 'Hallmarked and certified',
        text: 'Gold is BIS hallmarked with its own HUID; diamonds come with a certificate.',
      },
      deliver: { title: 'Insured to your door', text: 'Packed in our keepsake box and shipped insured across India.' },
    },
    stats: {
      label: 'Aabhushan in numbers',
      categories: 'Categories',
      pieces: 'Designs',
      authentic: 'Authentic & hallmarked',
      years: 'Years of craft',
    },
    payments: {
      title: 'Pay the way you like',
      visa: 'Visa',
      mastercard: 'Mastercard',
      rupay: 'RuPay',
      upi: 'UPI',
      wallet: 'Wallets',
      netBanking: 'Net banking',
      cod: 'Cash on delivery',
      note: 'Cards, UPI, wallets and net banking through a secure payment gateway.',
    },
    newsletter: {
      eyebrow: 'Newsletter',
      title: 'First to see new collections',
      text: 'New designs, festive offers and care tips, about twice a month.',
      privacy: 'We never share your e-mail. Unsubscribe with one click.',
    },
  },
  content: {
    hero: {
      roleDescription: 'carousel',
      label: 'Featured collections',
      slide: 'slide',
      slideLabel: '{{index}} of {{total}}',
      previous: 'Previous slide',
      next: 'Next slide',
      choose: 'Choose a slide',
      show: 'Show slide {{index}}: {{title}}',
      pause: 'Pause the slides',
      play: 'Play the slides',
    },
    offer: {
      endsOn: 'The offer ends on {{date}}.',
      days_one: 'Day',
      days_other: 'Days',
      hours_one: 'Hour',
      hours_other: 'Hours',
      minutes_one: 'Minute',
      minutes_other: 'Minutes',
      seconds_one: 'Second',
      seconds_other: 'Seconds',
    },
    newsletter: {
      label: 'Your e-mail address',
      placeholder: 'Your e-mail address',
      submit: 'Subscribe',
      sending: 'Subscribing…',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has every key (the i18n test checks it too). */
export type HomeMessages = Strings<typeof homeEn>;
