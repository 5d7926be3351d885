/**
 * Product page and reviews strings (English, the reference). The spec's review messages
 * ('Please login to continue', the empty state) stay word for word.
 */
export const productEn = {
  product: {
    tryAtHome: 'Try at home',
    bookVideoCall: 'Book a video call',
    engraving: {
      title: 'Engraving',
      hint: 'Up to {{max}} characters: letters, digits, spaces and & . - \' ♥',
      label: 'Text to engrave',
      count: '{{count}} of {{max}}',
      preview: 'Preview of the engraving',
      placeholder: 'Your words here',
      noReturn: 'Engraved pieces cannot be returned.',
      free: 'Free, cut by hand in our workshop',
    },
    chainLength: 'Chain length',
    optionSoldOut: '{{option}} (sold out)',
    reviewCount_one: '{{count}} review',
    reviewCount_other: '{{count}} reviews',
    noReviewsYet: 'No reviews yet: be the first',
    features: 'Features',
    noSpecifications: 'Specifications for this piece are on their way.',
    gallery: {
      roleDescription: 'image gallery',
      previous: 'Previous image',
      next: 'Next image',
      counter: '{{index}} / {{total}}',
      thumbnails: 'Choose an image',
    },
    tabs: {
      label: 'About this piece',
      description: 'Description',
      specifications: 'Specifications',
      reviews: 'Reviews ({{count}})',
    },
    breakup: {
      title: 'Price breakup',
      metalValue: 'Metal value',
      metalDetail: 'Net weight {{weight}} g × {{rate}}/g',
      makingCharges: 'Making charges',
      stoneValue: 'Stone value',
      gst: 'GST ({{rate}}%)',
      gstDetail: 'Included in the price',
      total: 'Total price',
      ratesOn: 'Metal rates as on {{date}}.',
    },
    hallmark: {
      title: 'BIS hallmarked',
      purity: 'Purity',
      huid: 'HUID',
    },
    carousel: {
      roleDescription: 'carousel',
      slide: 'slide',
      slideLabel: '{{index}} of {{total}}',
    },
  },
  reviews: {
    rated: 'Rated {{rating}} out of 5',
    outOf: 'out of 5',
    basedOn_one: 'Based on {{count}} review',
    basedOn_other: 'Based on {{count}} reviews',
    distribution: 'Reviews by rating',
    starCount_one: '{{star}} stars: {{count}} review',
    starCount_other: '{{star}} stars: {{count}} reviews',
    showMore: 'Show more reviews',
    loginRequired: 'Please login to continue',
    signIn: 'Sign in to write a review',
    alreadyReviewed: 'You have reviewed this piece. Thank you for sharing your thoughts.',
    loadError: 'Reviews could not be loaded.',
    empty: 'No reviews yet. Be the first to review this piece.',
    form: {
      title: 'Write a review',
      rating: 'Your rating',
      stars: {
        1: '1 star: Poor',
        2: '2 stars: Fair',
        3: '3 stars: Good',
        4: '4 stars: Very good',
        5: '5 stars: Excellent',
      },
      words: { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' },
      comment: 'Your review',
      placeholder: 'How does it look and feel? How was the finish, the fit, the packaging?',
      counter: '{{count}} / {{max}}',
      submit: 'Post review',
      posting: 'Posting…',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has every key (the i18n test checks it too). */
export type ProductMessages = Strings<typeof productEn>;
