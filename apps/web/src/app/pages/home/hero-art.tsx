/**
 * The hero's illustration, drawn in gold line: a Jaipur jharokha arch framing a layered
 * gold-and-pearl necklace with a ruby drop. Decorative only.
 */
type Point = [number, number];

function onCurve(from: Point, control: Point, to: Point, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const t = 0.04 + (0.92 * i) / (count - 1);
    const u = 1 - t;
    return [u * u * from[0] + 2 * u * t * control[0] + t * t * to[0], u * u * from[1] + 2 * u * t * control[1] + t * t * to[1]];
  });
}

const GOLD_BEADS = onCurve([78, 150], [160, 338], [242, 150], 23);
const PEARLS = onCurve([102, 150], [160, 282], [218, 150], 17);

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 400" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#8a2c3a" />
          <stop offset="100%" stopColor="#5a1822" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-ruby" cx="40%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#e0566b" />
          <stop offset="100%" stopColor="#8c1529" />
        </radialGradient>
      </defs>
      <path d="M30 400V178Q30 70 160 16Q290 70 290 178V400" fill="url(#hero-glow)" stroke="#d9bf8c" strokeWidth="1.2" />
      <path d="M46 400V182Q46 86 160 34Q274 86 274 182V400" fill="none" stroke="#d9bf8c" strokeOpacity="0.45" strokeWidth="0.8" />
      <g fill="none" stroke="#d9bf8c" strokeWidth="1" strokeLinecap="round">
        <path d="M160 52c-8 10-8 20 0 28 8-8 8-18 0-28Z" />
        <path d="M160 80c-12-4-20 0-24 8 10 2 18-1 24-8Zm0 0c12-4 20 0 24 8-10 2-18-1-24-8Z" />
        <path d="M78 150Q160 338 242 150" strokeOpacity="0.7" />
        <path d="M102 150Q160 282 218 150" strokeOpacity="0.5" />
      </g>
      {PEARLS.map(([x, y]) => (
        <circle key={`p${x}`} cx={x} cy={y} r="3.4" fill="#f4ede2" stroke="#d9bf8c" strokeWidth="0.6" />
      ))}
      {GOLD_BEADS.map(([x, y], i) => (
        <circle key={`g${x}`} cx={x} cy={y} r={i % 2 === 0 ? 4.6 : 3} fill="#c9a664" stroke="#f0dcae" strokeWidth="0.8" />
      ))}
      <path d="M160 246c-4 6-4 10 0 14 4-4 4-8 0-14Z" fill="#c9a664" />
      <path d="M160 262C182 280 184 306 160 326 136 306 138 280 160 262Z" fill="#5a1822" stroke="#d9bf8c" strokeWidth="1.6" />
      <circle cx="160" cy="297" r="10" fill="url(#hero-ruby)" stroke="#f0dcae" strokeWidth="1" />
      <circle cx="157" cy="294" r="2.4" fill="#fbe3e7" fillOpacity="0.8" />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={160} cy={336 + i * 9} r={i === 2 ? 3.6 : 2.4} fill="#f4ede2" stroke="#d9bf8c" strokeWidth="0.6" />
      ))}
    </svg>
  );
}
