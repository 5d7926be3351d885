/**
 * Demo reviewers and what they wrote. Reviewers are customer accounts that cannot sign in
 * (their password hash is '!', which no argon2 hash can match); names are first + last as
 * an Indian shopper would register them.
 */
export const REVIEWER_NAMES: readonly string[] = [
  'Ananya Sharma', 'Priya Nair', 'Kavya Reddy', 'Meera Iyer', 'Sneha Patil', 'Riya Agarwal',
  'Pooja Gupta', 'Divya Menon', 'Aishwarya Rao', 'Nandini Joshi', 'Shreya Banerjee', 'Ishita Kapoor',
  'Lakshmi Venkatesh', 'Deepika Choudhary', 'Harpreet Kaur', 'Fatima Sheikh', 'Tanvi Kulkarni', 'Swati Mishra',
  'Neha Verma', 'Radhika Pillai', 'Anjali Deshmukh', 'Sunita Yadav', 'Madhuri Bhatt', 'Gayatri Subramanian',
  'Rohan Mehta', 'Arjun Singh', 'Vikram Malhotra', 'Karthik Krishnan', 'Siddharth Jain', 'Aditya Saxena',
  'Rahul Chatterjee', 'Imran Qureshi', 'Suresh Naidu', 'Manish Tiwari', 'Amit Desai', 'Farhan Siddiqui',
  'Sai Teja', 'Pallavi',
];

/** Comments by star rating; any of them reads naturally under any piece of jewellery. */
export const COMMENTS_BY_RATING: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Absolutely beautiful piece. The finish is even better than in the photos and it came in a lovely velvet box.',
    'Bought this for my wife on our anniversary and she has not taken it off since. Worth every rupee.',
    'Checked the HUID on the BIS Care app and it matched. Genuine hallmark, neat work, very happy.',
    'The craftsmanship is excellent. Every detail is crisp and the polish is perfect. Will buy again.',
    'Wore it to my cousin\'s wedding and got so many compliments. Looks far more expensive than it is.',
    'Delivered in Pune in four days, securely packed with an insured courier. The piece is stunning.',
    'My mother loved it. Traditional design but light enough to wear for hours without discomfort.',
    'Exactly as described. The price breakup on the invoice was clear and the weight matched.',
    'Gifted it to my sister for Raksha Bandhan. She was thrilled, and the gift wrapping was elegant.',
    'Second purchase from Aabhushan and the quality is consistent. The stones catch the light beautifully.',
    'Very comfortable for daily wear. I have worn it every day for a month and it still looks new.',
    'The customer care team helped me choose the right size on the phone. Perfect fit, great service.',
    'बहुत सुंदर और असली हॉलमार्क वाला गहना। पैकिंग भी बढ़िया थी, पूरी तरह संतुष्ट हूँ।',
    'Ordered for Akshaya Tritiya and it arrived on time. The shine and finishing are top class.',
    'Elegant and understated. Goes with sarees and western outfits alike. Highly recommend.',
    'I was nervous buying jewellery online but this exceeded my expectations. Certificate included too.',
  ],
  4: [
    'Lovely design and good finish. Slightly smaller than I imagined, but it looks very graceful.',
    'Good quality and genuine hallmark. Delivery took a day longer than promised, otherwise perfect.',
    'Pretty piece and well made. The clasp is a little stiff at first but gets easier with use.',
    'Nice work and fair price for the weight. Would have liked a nicer box for gifting.',
    'Looks elegant in person. The colour is a shade warmer than the photos but I actually prefer it.',
    'Happy with the purchase. Packaging was secure and the invoice showed the GST clearly.',
    'Beautiful craftsmanship. Took off one star only because I had to call to confirm the dispatch date.',
    'अच्छी क्वालिटी और सुंदर डिज़ाइन। डिलीवरी थोड़ी देर से हुई, बाकी सब ठीक है।',
    'Good value compared to my local jeweller, and the making charges were reasonable.',
    'Wear it to office most days. Light and comfortable, the shine has held up well so far.',
  ],
  3: [
    'The piece is nice but a little lighter than I expected. The hallmark is genuine though.',
    'Decent quality. The design looked bolder in the photos; in person it is quite delicate.',
    'Okay for the price. Delivery was quick but the box arrived slightly dented.',
    'Finish is good but one small stone looked slightly off-centre. Support offered an exchange.',
  ],
  2: [
    'The size was not what I ordered and the exchange took almost two weeks. Piece itself is fine.',
    'Expected a brighter finish for this price. It is genuine, but I am not fully satisfied.',
  ],
  1: [
    'Delivery was delayed by ten days and I missed the occasion I bought it for. Very disappointed.',
  ],
};
