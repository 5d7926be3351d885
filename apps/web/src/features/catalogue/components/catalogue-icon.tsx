/** Line icons of the catalogue pieces; decorative (callers give the accessible name). */
const PATHS = {
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  close: 'M6 6l12 12M18 6L6 18',
  filter: 'M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type CatalogueIconName = keyof typeof PATHS;

export function CatalogueIcon({ name, size = 20 }: { name: CatalogueIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
