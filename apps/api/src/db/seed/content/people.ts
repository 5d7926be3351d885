import type { TeamSocials } from '../../schema/content';

export interface SeedTestimonial {
  name: string;
  designation?: string;
  city: string;
  text: string;
}

/** Customer words, as they wrote them to us (designation left empty shows 'Customer'). */
export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  { name: 'Meera Iyer', designation: 'Bride, 2025', city: 'Chennai', text: 'My temple necklace arrived two weeks before the wedding, exactly as drawn. The HUID numbers were on the invoice and I checked every one on the BIS app.' },
  { name: 'Arjun Malhotra', city: 'New Delhi', text: 'Bought a solitaire for our engagement. The gemologist spent an hour on a video call explaining the certificate. No pressure, just honest advice.' },
  { name: 'Fatima Sheikh', designation: 'Architect', city: 'Mumbai', text: 'I wear my diamond studs every day to site visits. Light, secure and they still sparkle after a year. The free cleaning is a lovely touch.' },
  { name: 'Harpreet Kaur', city: 'Ludhiana', text: 'Exchanged my mother\'s old bangles for a new kundan set. They tested the gold in front of me and the value was fair to the rupee.' },
  { name: 'Sneha Reddy', designation: 'Software engineer', city: 'Hyderabad', text: 'The price breakup made it easy to compare. Making charges were lower than two showrooms I visited, and delivery was insured and quick.' },
  { name: 'Rohan Deshmukh', city: 'Pune', text: 'The ring was half a size small. They resized it free and returned it in five days. Great service.' },
  { name: 'Ananya Bose', designation: 'Teacher', city: 'Kolkata', text: 'The silver jhumkas are my favourite purchase this year. Beautifully oxidised, and the packaging made it feel like a gift to myself.' },
  { name: 'Kavya Nair', city: 'Kochi', text: 'Ordered a mangalsutra for my sister. Cash on delivery was easy, and they called to confirm the order before dispatch.' },
  { name: 'Vivek Agarwal', designation: 'Chartered accountant', city: 'Jaipur', text: 'We have bought from the Johari Bazaar showroom for twenty years. The online store has the same honesty and the same people behind it.' },
  { name: 'Pooja Sharma', city: 'Lucknow', text: 'The custom engraving on our anniversary bands was perfect. They sent a proof before engraving, which I appreciated.' },
  { name: 'Lakshmi Venkatesh', designation: 'Doctor', city: 'Bengaluru', text: 'A polki choker that I can actually wear for hours. Comfortable, beautifully finished, and the certificate came with it.' },
  { name: 'Imran Khan', city: 'Ahmedabad', text: 'Bought a gold bracelet for my wife\'s birthday. Customer care helped me pick the size over the phone and it fit perfectly.' },
];

export interface SeedTeamMember {
  name: string;
  role: string;
  bio: string;
  skills: string[];
  socials: TeamSocials;
}

/** The people behind the store. */
export const SEED_TEAM: SeedTeamMember[] = [
  {
    name: 'Rajendra Soni',
    role: 'Founder and Master Jeweller',
    bio: 'Opened a single counter in Johari Bazaar in 1985 and still inspects every bridal set before it leaves the workshop.',
    skills: ['Gold assaying', 'Bridal design', 'Kundan'],
    socials: { linkedin: 'https://www.linkedin.com/company/aabhushan' },
  },
  {
    name: 'Ananya Soni',
    role: 'Creative Director',
    bio: 'Trained at NIFT Delhi; brings light, wearable design to traditional forms, from convertible polki to everyday diamonds.',
    skills: ['Jewellery design', 'CAD', 'Trend research'],
    socials: { instagram: 'https://www.instagram.com/aabhushan.jewels', linkedin: 'https://www.linkedin.com/company/aabhushan' },
  },
  {
    name: 'Farhan Qureshi',
    role: 'Head Karigar, Kundan and Polki',
    bio: 'A fourth-generation kundansaz who leads our twelve-person workshop and trains its apprentices.',
    skills: ['Kundan setting', 'Meenakari', 'Stone setting'],
    socials: { instagram: 'https://www.instagram.com/aabhushan.jewels' },
  },
  {
    name: 'Dr. Kavitha Raman',
    role: 'Chief Gemologist',
    bio: 'GIA Graduate Gemologist with a doctorate in mineralogy; grades every diamond and coloured stone we buy.',
    skills: ['Diamond grading', 'Coloured stones', 'Pearls'],
    socials: { linkedin: 'https://www.linkedin.com/company/aabhushan', twitter: 'https://x.com/aabhushan' },
  },
  {
    name: 'Vikram Shekhawat',
    role: 'Quality and Hallmarking Lead',
    bio: 'Makes sure every piece is hallmarked, weighed and checked twice before dispatch, and answers our customers\' purity questions.',
    skills: ['BIS hallmarking', 'Quality control', 'Gold testing'],
    socials: { linkedin: 'https://www.linkedin.com/company/aabhushan' },
  },
  {
    name: 'Priya Menon',
    role: 'Customer Experience Lead',
    bio: 'Leads the team that answers calls, e-mails and enquiries in English, Hindi, Tamil and Malayalam.',
    skills: ['Customer care', 'Sizing advice', 'Gifting'],
    socials: { twitter: 'https://x.com/aabhushan', instagram: 'https://www.instagram.com/aabhushan.jewels' },
  },
];
