/** Line icons for shopping (cart, wishlist, coupons); decorative, callers give the accessible name. */
const PATHS = {
  heart: 'M12 19.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10Z',
  bag: 'M5.5 8.5h13l-1 11h-11l-1-11Zm3.5 0V7a3 3 0 0 1 6 0v1.5',
  trash: 'M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 10.5v5.5M13.5 10.5v5.5',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  tag: 'M4 12.5V5h7.5l8 8-7.5 7.5-8-8Zm4-3.5h.01',
  truck: 'M3.5 7h10v8h-10zM13.5 10h3.5l3 3v2h-6.5M7 17.5a1.5 1.5 0 1 0 0 .01M17 17.5a1.5 1.5 0 1 0 0 .01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  share: 'M8.5 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Zm12-6a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Zm0 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0ZM8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6',
  grid: 'M4.5 4.5h6v6h-6zM13.5 4.5h6v6h-6zM4.5 13.5h6v6h-6zM13.5 13.5h6v6h-6z',
  list: 'M4.5 5h4v4h-4zM4.5 15h4v4h-4zM11 7h8.5M11 17h8.5',
  compact: 'M4.5 6h15M4.5 10h15M4.5 14h15M4.5 18h15',
} as const;

export type ShopIconName = keyof typeof PATHS;

export function ShopIcon({ name, size = 20, filled = false }: { name: ShopIconName; size?: number; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
