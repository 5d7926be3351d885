import type { CareAndGuidesSlug } from './blog-posts-care-guides';
import { articleFigure as img, type ArticleWords } from './content-seed-types';

/** The care tips and buying guides in English. */
export const CARE_AND_GUIDES_EN: Record<CareAndGuidesSlug, ArticleWords> = {
  'how-to-store-gold-jewellery': {
    title: 'How to Store Gold Jewellery So It Lasts Generations',
    subtitle: 'Boxes, pouches and what never to do',
    summary: 'Scratches, tangles and bent claws come from storage, not wear. Simple habits that keep gold looking new for decades.',
    imageAlt: 'Gold necklace in a lined jewellery box',
    body: `<p>Gold does not rust or tarnish, but it is soft, and 22K gold is softer still. Most damage we repair comes from pieces rubbing against each other in a drawer.</p>
<h2>Five storage rules</h2>
<ol>
<li>Give every piece its own soft pouch or a lined compartment.</li>
<li>Fasten chains before storing them so they cannot knot.</li>
<li>Keep stone-set pieces apart from plain gold: diamonds scratch gold.</li>
<li>Store away from the bathroom; humidity loosens stones set in lac.</li>
<li>Keep the invoice with the HUID numbers somewhere safe, separately.</li>
</ol>
${img({ kind: 'necklace', metal: 'gold', gem: 'ruby', view: 2 }, 'A ruby necklace kept flat on velvet')}
<h2>Cleaning at home</h2>
<p>Soak plain gold for ten minutes in lukewarm water with a drop of mild dish soap, brush gently with a soft toothbrush, rinse and pat dry. <strong>Do not</strong> do this with kundan, polki or pearls.</p>
<h2>When to bring it to us</h2>
<p>Once a year, bring your everyday pieces for a free check of clasps and claws. See our <a href="/faq">FAQ</a> for the polishing and repair services.</p>`,
  },
  'clean-silver-jewellery-at-home': {
    title: 'Cleaning Silver Jewellery at Home, Safely',
    subtitle: 'What works, and what quietly ruins oxidised silver',
    summary: 'Tarnish is natural and reversible. How to clean bright and oxidised silver without scratching it or stripping the finish.',
    imageAlt: 'Silver anklet with small bells',
    body: `<p>Silver reacts with sulphur in the air and turns dark. The good news: tarnish sits on the surface and comes off.</p>
<h2>Bright silver</h2>
<ul>
<li>A silver polishing cloth is the gentlest and best tool.</li>
<li>For heavier tarnish, a paste of baking soda and water applied with a soft cloth, then rinsed.</li>
<li>Dry completely before storing.</li>
</ul>
<h2>Oxidised silver</h2>
<p>The dark recesses of oxidised jhumkas are deliberate. Clean only the raised surfaces with a cloth and never use dips or baking soda, which strip the oxidised finish.</p>
${img({ kind: 'earrings', metal: 'silver', gem: 'pearl', view: 2 }, 'Silver earrings with pearl drops')}
<h2>Avoid</h2>
<ul>
<li>Toothpaste: it is abrasive and leaves fine scratches.</li>
<li>Chlorinated water: remove anklets before swimming.</li>
<li>Perfume and hairspray directly on the piece.</li>
</ul>`,
  },
  'caring-for-pearls-and-kundan': {
    title: 'Caring for Pearls, Kundan and Polki',
    subtitle: 'The delicate pieces need different rules',
    summary: 'Pearls are organic and kundan is set in lac: both dislike water, heat and perfume. Here is how to wear them and store them.',
    imageAlt: 'Pearl necklace with a gold clasp',
    body: `<p>Pearls grow inside an oyster and are made of layers of nacre, soft enough to be scratched by a fingernail. Kundan and polki stones sit on lac, which softens with heat.</p>
<h2>Last on, first off</h2>
<p>Put pearls and kundan on after make-up, perfume and hairspray, and take them off first when you come home.</p>
<h2>Pearls</h2>
<ul>
<li>Wipe with a soft, slightly damp cloth after wearing.</li>
<li>Store flat, never hanging: silk thread stretches.</li>
<li>Have strands re-strung every two years if worn often.</li>
</ul>
${img({ kind: 'set', metal: 'gold', gem: 'kundan', view: 2 }, 'A kundan set resting on a silk cloth')}
<h2>Kundan and polki</h2>
<ul>
<li>Never wash or soak them.</li>
<li>Keep away from direct sunlight and heaters.</li>
<li>Store wrapped in cotton or butter paper in a box.</li>
</ul>`,
  },
  'understanding-bis-hallmark-and-huid': {
    title: 'Understanding the BIS Hallmark and HUID',
    subtitle: 'Three marks that tell you your gold is what you paid for',
    summary: 'Since 2021 every hallmarked gold piece in India carries a six-character HUID. How to read the marks and verify them on the BIS CARE app.',
    imageAlt: 'Close view of a gold ring band',
    body: `<p>A hallmark is the official certification of the purity of precious metal. In India it is governed by the Bureau of Indian Standards (BIS), and hallmarking is mandatory for gold jewellery in most districts.</p>
<h2>The three marks</h2>
<ol>
<li><strong>The BIS logo</strong>: a triangle, the standard mark.</li>
<li><strong>Purity and fineness</strong>: 22K916, 18K750 or 14K585 for gold.</li>
<li><strong>HUID</strong>: a six-character alphanumeric code unique to the piece.</li>
</ol>
${img({ kind: 'bangles', metal: 'gold', gem: 'none', view: 2 }, 'Hallmarked 22K gold bangles')}
<h2>Verify in a minute</h2>
<p>Install the BIS CARE app, choose <em>Verify HUID</em> and type the code printed on your invoice. The app shows the purity, the type of article and the hallmarking centre.</p>
<table><thead><tr><th scope="col">Mark</th><th scope="col">Gold content</th></tr></thead>
<tbody><tr><td>22K916</td><td>91.6 %</td></tr><tr><td>18K750</td><td>75 %</td></tr><tr><td>14K585</td><td>58.5 %</td></tr></tbody></table>
<p>Every Aabhushan gold piece is hallmarked and its HUID printed on the invoice. Questions? See the <a href="/faq">FAQ</a>.</p>`,
  },
  'making-charges-explained': {
    title: 'Making Charges Explained: What You Pay For',
    subtitle: 'Gold value, making, stones and GST on one bill',
    summary: 'Why two chains of the same weight can cost differently, and how to read the price breakup on every Aabhushan product.',
    imageAlt: 'A plain gold chain necklace',
    body: `<p>The price of a gold piece in India has four parts, and a good jeweller shows all of them.</p>
<h2>The four parts of a price</h2>
<ol>
<li><strong>Metal value</strong>: the net weight times the day's rate for that purity.</li>
<li><strong>Making charges</strong>: the labour, shown as a percentage of metal value or per gram.</li>
<li><strong>Stones</strong>: diamonds and gems, charged separately by carat.</li>
<li><strong>GST</strong>: 3 % on the total (our prices include it).</li>
</ol>
<h2>Why making charges differ</h2>
<p>A machine-made chain may carry 6 to 8 % making; a hand-set kundan necklace 18 to 25 %, because it takes weeks of a master's time.</p>
${img({ kind: 'set', metal: 'gold', gem: 'kundan', view: 1 }, 'A hand-set kundan set carries higher making charges')}
<p>Open the <strong>Price breakup</strong> on any product page to see each part for that piece.</p>`,
  },
  'how-to-read-a-diamond-certificate': {
    title: 'How to Read a Diamond Certificate',
    subtitle: 'Carat, colour, clarity and cut, line by line',
    summary: "A grading report is the diamond's passport. What each of the four Cs means and which grades give the best value.",
    imageAlt: 'A solitaire diamond ring in platinum',
    body: `<p>A diamond certificate from an independent laboratory (IGI, GIA or SGL in India) records the stone's measurable qualities.</p>
<h2>The four Cs</h2>
<ul>
<li><strong>Carat</strong>: weight; one carat is 0.2 grams.</li>
<li><strong>Colour</strong>: from D (colourless) to Z. G to H looks white in gold settings and costs far less than D.</li>
<li><strong>Clarity</strong>: from FL (flawless) to I3. VS1 and VS2 are clean to the eye.</li>
<li><strong>Cut</strong>: how well the stone returns light. Never compromise here.</li>
</ul>
${img({ kind: 'earrings', metal: 'platinum', gem: 'diamond', view: 2 }, 'Diamond studs in platinum')}
<h2>Our advice for value</h2>
<ol>
<li>Choose Excellent or Very Good cut.</li>
<li>G-H colour, VS clarity for solitaires.</li>
<li>Buy just under round weights (0.9 ct instead of 1.0 ct).</li>
</ol>
<p>Every diamond above 0.30 ct we sell comes with its certificate; ask our gemologist through the <a href="/contact">contact form</a>.</p>`,
  },
  'find-your-ring-size-at-home': {
    title: 'How to Find Your Ring Size at Home',
    subtitle: 'A thread, a ruler and two minutes',
    summary: 'No ring sizer? Measure your finger with a thread and convert it to the Indian size using our chart. Tips for getting it right.',
    imageAlt: 'A rose gold ring with a ruby',
    body: `<p>A ring that is too tight is uncomfortable; one too loose slips off. Finding your size takes two minutes.</p>
<h2>Measure with a thread</h2>
<ol>
<li>Wrap a thread or a thin strip of paper around the base of your finger.</li>
<li>Mark where it meets, without pulling tight.</li>
<li>Lay it flat on a ruler and read the length in millimetres: that is the circumference.</li>
<li>Find the nearest size in our <a href="/ring-size-guide">ring size guide</a>.</li>
</ol>
${img({ kind: 'ring', metal: 'gold', gem: 'emerald', view: 1 }, 'An emerald ring in yellow gold')}
<h2>Tips</h2>
<ul>
<li>Measure in the evening, when fingers are largest.</li>
<li>Measure twice; if between sizes, choose the larger.</li>
<li>Wide bands need half a size more.</li>
</ul>
<p>Bought the wrong size? One resizing within 30 days is free.</p>`,
  },
};
