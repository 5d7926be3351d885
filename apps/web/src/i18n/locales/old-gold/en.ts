/**
 * The old-gold page (/old-gold) in English: the estimate, what the store checks and how to book
 * a valuation. Loaded with the page (bundles/old-gold.ts); other languages must have every key.
 */
export const oldGoldEn = {
  oldGold: {
    eyebrow: 'Old gold exchange',
    title: 'Value your old gold',
    lead: 'Bring the jewellery you no longer wear: we value it at the day\'s rate, against new jewellery or for money.',
    calculator: {
      title: 'Estimate its value',
      metal: 'Metal',
      purity: 'Purity (hallmark)',
      weight: 'Weight in grams',
      weightHint: 'From 0.1 to 1,000 g, such as 10.25',
      submit: 'Estimate',
      working: 'Estimating…',
      failed: 'The estimate could not be made just now. Please try again.',
      metals: { gold: 'Gold', silver: 'Silver', platinum: 'Platinum' },
      purities: {
        '24K': '24K (99.9 %)',
        '22K': '22K (91.6 %)',
        '18K': '18K (75 %)',
        '14K': '14K (58.5 %)',
        '925': '925 sterling',
        '950': '950 platinum',
      },
    },
    result: {
      title: 'Your estimate',
      empty: 'Choose the metal and purity, enter the weight and see what your jewellery is worth today.',
      rate: 'Today\'s rate for {{purity}}',
      perGram: '{{rate}} per gram',
      gross: 'Metal value',
      grossDetail: '{{weight}} g at the day\'s rate',
      exchange: 'Against new jewellery',
      buyback: 'Sold for money',
      deduction: '{{percent}} % kept back',
      noDeduction: 'the full value',
      ratesOn: 'Rates as on {{date}}.',
      note: 'An estimate: the final value follows the tests at the showroom.',
    },
    checks: {
      title: 'What we check at the showroom',
      items: {
        purity: {
          title: 'Purity, on the karat meter',
          text: 'An XRF karat meter reads the metal\'s purity in a minute, without a scratch or acid. You see the reading.',
        },
        melting: {
          title: 'Melting loss',
          text: 'Old jewellery carries solder and wear. Where the reading is in doubt, a small melt shows the true weight of pure metal.',
        },
        stones: {
          title: 'Stones and other parts',
          text: 'Stones, beads, lac, wax and threads are removed and weighed apart; they are not paid for as metal.',
        },
        documents: {
          title: 'Your ID and the invoice',
          text: 'Bring a photo ID (Aadhaar, PAN or passport) and the original invoice if you have it.',
        },
      },
    },
    book: {
      title: 'Book a valuation',
      lead: 'Valuations are done in person, while you watch. Book a time at a showroom online, or call one if you would like to ask first.',
      online: 'Book a valuation',
      call: 'Call {{phone}}',
      loading: 'Loading the showrooms…',
      failed: 'The showrooms could not be loaded. Please try again later.',
      allStores: 'All showrooms and directions',
    },
  },
};

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
/** Every language has every old-gold string (the bundle test checks the keys match). */
export type OldGoldStrings = Strings<typeof oldGoldEn>;
