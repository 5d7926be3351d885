import type { SeedFaq } from './content-seed-types';

/** The questions asked most at our counter and on the phone, with answers as HTML. */
export const SEED_FAQS: SeedFaq[] = [
  {
    topic: 'hallmark',
    icon: 'shield',
    question: 'Is all your gold jewellery BIS hallmarked?',
    subtitle: 'Hallmarking and HUID',
    answer: '<p>Yes. Every gold piece we sell is hallmarked by a BIS-recognised centre and carries three marks: the <strong>BIS logo</strong>, the <strong>purity</strong> (for example 22K916) and a six-character <strong>HUID</strong>. The HUID of each piece is printed on your invoice.</p>',
  },
  {
    topic: 'hallmark',
    icon: 'search',
    question: 'How do I verify the HUID of my jewellery?',
    answer: '<ol><li>Install the BIS CARE app on your phone.</li><li>Choose <em>Verify HUID</em>.</li><li>Type the six-character code from your invoice or the piece.</li></ol><p>The app shows the purity, the article type and the hallmarking centre. Read more in our <a href="/blog/understanding-bis-hallmark-and-huid">hallmark guide</a>.</p>',
  },
  {
    topic: 'pricing',
    icon: 'receipt',
    question: 'What are making charges and how are they calculated?',
    subtitle: 'Making charges',
    answer: '<p>Making charges pay for the craft: design, casting, setting and polishing. We show them as a percentage of the metal value, and they range from about 8 % on machine-made chains to 25 % on hand-set kundan. Every product page has a <strong>Price breakup</strong> with metal value, making charges, stones and GST.</p>',
  },
  {
    topic: 'pricing',
    icon: 'trending',
    question: 'Which gold rate do you use?',
    subtitle: 'Gold rate',
    answer: '<p>We use the day\'s rate for the purity of the piece (24K, 22K, 18K or 14K), set each morning. The rate and its date are shown in the price breakup. The price you see at checkout is the price you pay, even if the rate changes before delivery.</p>',
  },
  {
    topic: 'pricing',
    icon: 'percent',
    question: 'Is GST included in your prices?',
    answer: '<p>Yes. Our prices include GST at 3 %, the rate for jewellery in India. Your tax invoice shows the GST contained in the price, split into CGST and SGST or shown as IGST depending on the delivery state.</p>',
  },
  {
    topic: 'returns',
    icon: 'return',
    question: 'What is your return policy?',
    subtitle: 'Returns',
    answer: '<p>You can ask for a return within <strong>7 days of delivery</strong> from My Orders. The piece must be unworn, with its tags, certificate and invoice. Made-to-order, engraved and resized pieces cannot be returned. Refunds reach the original payment method within 5 to 7 working days after the piece passes our quality check.</p>',
  },
  {
    topic: 'returns',
    icon: 'exchange',
    question: 'Can I exchange old gold for new jewellery?',
    answer: '<p>Yes, at our showrooms. We test your old gold in front of you, value it at the day\'s rate for its purity, and adjust that value against new jewellery. Bring a photo ID for exchanges above ₹50,000.</p>',
  },
  {
    topic: 'payment',
    icon: 'cash',
    question: 'Do you offer cash on delivery?',
    subtitle: 'Cash on delivery',
    answer: '<p>Yes, when every piece in your order allows it and the total is within our COD limit (shown at checkout). Above that limit please pay online: UPI, cards, net banking and wallets are accepted. Cash on delivery orders are confirmed by phone before dispatch.</p>',
  },
  {
    topic: 'payment',
    icon: 'card',
    question: 'Which payment methods do you accept?',
    answer: '<ul><li>UPI (Google Pay, PhonePe, Paytm and others)</li><li>Credit and debit cards (Visa, Mastercard, RuPay)</li><li>Net banking</li><li>Wallets</li><li>Cash on delivery within the COD limit</li></ul>',
  },
  {
    topic: 'shipping',
    icon: 'truck',
    question: 'How is my jewellery shipped and is it insured?',
    answer: '<p>Every order travels fully insured, in tamper-evident packaging, with a signature on delivery. Standard delivery takes 5 to 7 days, Express 2 to 3 days, and Overnight reaches most metro PIN codes the next day. Check your PIN code on any product page.</p>',
  },
  {
    topic: 'sizing',
    icon: 'ruler',
    question: 'How do I find my ring size?',
    subtitle: 'Sizing',
    answer: '<p>Wrap a thread around the base of your finger, mark where it meets, and measure the length in millimetres. Find the nearest size in our <a href="/ring-size-guide">ring size guide</a>, which lists Indian and US sizes with diameter and circumference.</p>',
  },
  {
    topic: 'sizing',
    icon: 'resize',
    question: 'Can I get a ring or bangle resized?',
    answer: '<p>Most plain and stone-set rings can be resized by up to two sizes; eternity bands usually cannot. The first resizing within 30 days of purchase is free. Bangles can be adjusted within limits; please <a href="/contact">contact us</a> with the size you need.</p>',
  },
  {
    topic: 'care',
    icon: 'sparkle',
    question: 'How should I clean and store my jewellery?',
    subtitle: 'Care',
    answer: '<p>Store each piece separately in a soft pouch. Plain gold can be washed in lukewarm soapy water and dried with a soft cloth; silver is best cleaned with a polishing cloth. <strong>Never</strong> wash kundan, polki or pearls. Our <a href="/blog/how-to-store-gold-jewellery">care guide</a> has the details.</p>',
  },
  {
    topic: 'care',
    icon: 'tools',
    question: 'Do you offer free cleaning and maintenance?',
    answer: '<p>Yes. Bring any Aabhushan piece to a showroom for free cleaning and a check of clasps, claws and settings, for life. Re-setting a loose stone is free for the labour; a replacement stone is charged.</p>',
  },
  {
    topic: 'diamonds',
    icon: 'diamond',
    question: 'Are your diamonds certified?',
    answer: '<p>Every diamond above 0.30 carat comes with a grading report from IGI or SGL. Smaller stones are graded in-house by our gemologist, and their total weight, colour and clarity are printed on your invoice.</p>',
  },
  {
    topic: 'custom',
    icon: 'pencil',
    question: 'Can you make a custom design for me?',
    answer: '<p>Yes. Share a sketch or a photo through the <a href="/contact">contact form</a> (choose <em>Custom design</em>). Our designer replies with a drawing and a quote within two working days; most custom pieces take 3 to 5 weeks.</p>',
  },
  {
    topic: 'orders',
    icon: 'package',
    question: 'How can I track my order?',
    answer: '<p>Open <a href="/orders">My Orders</a> when signed in, or use the tracking link in your shipping e-mail. Orders are dispatched within 2 working days, except made-to-order pieces.</p>',
  },
];
