import type { TrendsAndStoriesSlug } from './blog-posts-trends-stories';
import { articleFigure as img, type ArticleWords } from './content-seed-types';

/** The trends and stories in English. */
export const TRENDS_AND_STORIES_EN: Record<TrendsAndStoriesSlug, ArticleWords> = {
  'bridal-jewellery-trends-2026': {
    title: 'Bridal Jewellery Trends for the 2026 Wedding Season',
    subtitle: 'Lighter sets, heirloom polki and a return of temple gold',
    summary: 'From layered polki to feather-light temple necklaces, these are the pieces our brides are choosing for the winter season.',
    imageAlt: 'Polki bridal set on a velvet bust',
    body: `<p>Every October our Johari Bazaar workshop fills with brides and their mothers, and every year the requests change a little. This season three ideas stand out.</p>
<h2>1. Polki, but wearable</h2>
<p>Uncut polki diamonds set in 22K gold remain the heart of a North Indian trousseau. What has changed is weight: brides want a choker they can wear for the pheras <em>and</em> the reception. Our karigars now build open-backed settings that cut the gold weight by a fifth without losing the glow.</p>
${img({ kind: 'set', metal: 'gold', gem: 'polki', view: 1 }, 'An open-backed polki choker')}
<h2>2. Temple gold comes back</h2>
<p>South Indian temple work, with its Lakshmi coins and deep relief, is being worn far beyond Chennai. We see it paired with Banarasi silk in Delhi and with pastel lehengas in Jaipur.</p>
<h2>3. One heirloom, many looks</h2>
<ul>
<li><strong>Convertible necklaces</strong> whose pendant becomes a maang tikka.</li>
<li><strong>Layered sets</strong> where the shorter strand works alone after the wedding.</li>
<li><strong>Jhumkas with detachable ear chains</strong> (sahara) for the ceremony only.</li>
</ul>
<h2>Planning your bridal jewellery</h2>
<ol>
<li>Start eight to ten weeks before the wedding if you want anything made to order.</li>
<li>Bring the outfit, or at least a swatch: gold tone reads differently against red and against pastel.</li>
<li>Ask for the HUID of every hallmarked piece on your invoice.</li>
</ol>
<blockquote>A bridal set should be something you reach for again at your daughter's wedding.</blockquote>
<p>Browse the <a href="/products?tag=bridal">bridal edit</a> or book a consultation through our <a href="/contact">contact page</a>.</p>`,
  },
  'everyday-diamonds-office-wear': {
    title: 'Everyday Diamonds: Pieces That Work From Desk to Dinner',
    subtitle: 'Small stones, clean lines, 18K gold',
    summary: 'Studs, slim bands and short pendants in 18K gold that stay comfortable through a working day and look right in the evening.',
    imageAlt: 'Diamond stud earrings in 18K gold',
    body: `<p>More of our customers buy diamonds for themselves than ever before, and most of those pieces are worn to work. The brief is always the same: noticeable, never loud.</p>
<h2>Why 18K for everyday pieces</h2>
<p>22K gold is beautiful but soft; claws that hold a diamond bend over time. 18K gold (75 % pure) is harder and keeps stones secure, which is why almost every diamond piece we make is 18K.</p>
${img({ kind: 'ring', metal: 'gold', gem: 'diamond', view: 2 }, 'A slim diamond band in 18K gold')}
<h2>The five-piece wardrobe</h2>
<ul>
<li>Solitaire or cluster studs between 0.20 and 0.50 carat in total.</li>
<li>A slim half-eternity band that stacks with a plain ring.</li>
<li>A short pendant on a 16-inch chain that sits above a collar.</li>
<li>A tennis bracelet for days with bare wrists.</li>
<li>One statement ring for the evening.</li>
</ul>
<h2>What to check before you buy</h2>
<p>Ask for the diamond certificate, the colour and clarity grades and the BIS hallmark on the gold. Our <a href="/blog/how-to-read-a-diamond-certificate">guide to diamond certificates</a> explains each line.</p>`,
  },
  'silver-jewellery-comeback': {
    title: 'Why Sterling Silver Is Having Its Moment',
    subtitle: 'Oxidised jhumkas, statement cuffs and gifting under ₹5,000',
    summary: 'Silver is no longer the poor cousin of gold. Here is why 925 sterling pieces are our fastest growing category, and how to choose well.',
    imageAlt: 'Sterling silver cuff bracelet',
    body: `<p>With gold above ₹7,800 a gram for 22K, many shoppers have rediscovered sterling silver, and designers have followed.</p>
<h2>What 925 means</h2>
<p>Sterling silver is 92.5 % silver alloyed with copper for strength. Since 2023 BIS hallmarking covers silver too: look for the purity mark <strong>925</strong> and the BIS logo.</p>
${img({ kind: 'earrings', metal: 'silver', gem: 'none', view: 3 }, 'Oxidised silver jhumkas')}
<h2>Three looks we love</h2>
<ol>
<li><strong>Oxidised jhumkas</strong> with cotton sarees and kurtas.</li>
<li><strong>Wide cuffs</strong> worn alone on a bare wrist.</li>
<li><strong>Layered silver chains</strong> of different lengths.</li>
</ol>
<h2>Keeping silver bright</h2>
<p>Silver darkens when it meets sulphur in the air. Store it in a zip bag with an anti-tarnish strip and read our <a href="/blog/clean-silver-jewellery-at-home">silver care guide</a>.</p>`,
  },
  'a-day-with-our-kundan-karigars': {
    title: 'A Day With Our Kundan Karigars in Johari Bazaar',
    subtitle: 'How a kundan necklace is made, stone by stone',
    summary: 'Before sunrise the workshop is already warm. We follow one kundan necklace from the first sketch to the final polish.',
    imageAlt: 'Kundan necklace on the workbench',
    body: `<p>Kundan is one of the oldest forms of Indian gem setting: stones are held not by claws but by pure gold foil, pressed in by hand. Jaipur has been its home for four hundred years.</p>
<h2>The ghaat: building the frame</h2>
<p>The ghaat karigar forms the hollow gold frame and fills it with lac, a natural resin that gives the piece its body.</p>
${img({ kind: 'necklace', metal: 'gold', gem: 'kundan', view: 1 }, 'The finished kundan necklace')}
<h2>Setting the stones</h2>
<p>The <em>kundansaz</em> lays each stone on the lac and pushes 24K gold foil around it with a steel tool. A single bridal necklace can hold more than two hundred stones and take three weeks.</p>
<h2>Meenakari on the back</h2>
<p>Turn a Jaipur kundan piece over and you will often find enamel work in red, green and white: a meenakar fires each colour separately.</p>
<h2>What this means for you</h2>
<ul>
<li>Every piece is slightly different: that is the mark of hand setting.</li>
<li>Keep kundan away from water and perfume; lac softens with heat and moisture.</li>
<li>Our karigars re-set loose stones for life at no charge for the labour.</li>
</ul>`,
  },
  'story-of-the-mangalsutra': {
    title: 'The Story of the Mangalsutra',
    subtitle: 'One thread, many traditions across India',
    summary: 'Black beads and gold, worn differently in Maharashtra, Tamil Nadu and Bengal: the meaning and the modern forms of the mangalsutra.',
    imageAlt: 'Mangalsutra with a diamond pendant',
    body: `<p>Few pieces of jewellery carry as much meaning as the mangalsutra, the sacred thread tied by the groom during the wedding.</p>
<h2>Regional forms</h2>
<ul>
<li><strong>Maharashtra</strong>: two vatis (small cups) on a double string of black beads.</li>
<li><strong>Tamil Nadu</strong>: the <em>thaali</em>, often on a yellow thread first and later moved to a gold chain.</li>
<li><strong>Bengal</strong>: the iron bangle and the <em>shankha-pola</em> serve a similar role.</li>
</ul>
${img({ kind: 'mangalsutra', metal: 'gold', gem: 'none', view: 2 }, 'A traditional black bead mangalsutra')}
<h2>Modern mangalsutras</h2>
<p>Many of our customers now choose a short, single-strand design with a small diamond pendant that can be worn to work every day, and keep a longer traditional piece for festivals.</p>
<p>See the <a href="/products?category=mangalsutra">mangalsutra collection</a>.</p>`,
  },
  'since-1985-our-family-story': {
    title: 'Since 1985: How a Johari Bazaar Counter Became Aabhushan',
    subtitle: 'Three generations, one promise',
    summary: 'Rajendra Soni opened a single counter in Johari Bazaar in 1985. This is how the family business grew while keeping its promise of honest gold.',
    imageAlt: 'A pair of gold bangles',
    body: `<p>In 1985 Rajendra Soni rented a two-metre counter in Jaipur's Johari Bazaar with a set of scales, a touchstone and a handful of bangles made by his father.</p>
<h2>Honest gold, weighed in front of you</h2>
<p>From the first day every piece was weighed in front of the customer, and the purity tested on the touchstone. When BIS hallmarking arrived, we were among the first in the bazaar to hallmark every piece.</p>
${img({ kind: 'bangles', metal: 'gold', gem: 'ruby', view: 3 }, 'Ruby-set bangles from our first collection')}
<h2>Milestones</h2>
<ol>
<li><strong>1985</strong>: the first counter in Johari Bazaar.</li>
<li><strong>1998</strong>: our own workshop with six karigars.</li>
<li><strong>2012</strong>: the current flagship showroom.</li>
<li><strong>2021</strong>: HUID hallmarking on every gold piece.</li>
<li><strong>2024</strong>: the online store, delivering across India.</li>
</ol>
<p>Read more <a href="/about">about us</a>, or visit the flagship: the address is on our <a href="/store-locator">store locator</a>.</p>`,
  },
};
