/** A lab report drawn in a few lines, its number picked out in gold: where a shopper finds it. */
export function CertificatePaper() {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <rect x="20" y="8" width="200" height="144" rx="4" fill="#fffdf8" stroke="#d9bf8c" />
      <rect x="26" y="14" width="188" height="132" rx="2" fill="none" stroke="#efe3cc" />
      <circle cx="52" cy="42" r="14" fill="none" stroke="#85662c" />
      <circle cx="52" cy="42" r="10.5" fill="none" stroke="#d9bf8c" strokeDasharray="1.5 1.5" />
      <rect x="76" y="32" width="70" height="6" rx="3" fill="#cfc2b0" />
      <rect x="76" y="44" width="46" height="4" rx="2" fill="#e6ddd0" />
      <rect x="150" y="28" width="58" height="22" rx="3" fill="#efe3cc" stroke="#85662c" />
      <rect x="156" y="37" width="46" height="4" rx="2" fill="#85662c" />
      <rect x="38" y="72" width="72" height="4" rx="2" fill="#e6ddd0" />
      <rect x="126" y="72" width="76" height="4" rx="2" fill="#e6ddd0" />
      <rect x="38" y="88" width="60" height="4" rx="2" fill="#e6ddd0" />
      <rect x="126" y="88" width="64" height="4" rx="2" fill="#e6ddd0" />
      <rect x="38" y="104" width="80" height="4" rx="2" fill="#e6ddd0" />
      <rect x="126" y="104" width="52" height="4" rx="2" fill="#e6ddd0" />
      <path d="M38 128h70" stroke="#cfc2b0" />
      <path d="M150 128c8-10 16 6 24-4s12 4 20-2" fill="none" stroke="#6b1f2a" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
