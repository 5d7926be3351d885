/** Line icons drawn for the shell; decorative (callers give the accessible name). */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h10',
  search: 'M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13Zm4.6-1.9L20 20',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M4 11l8-6.5 8 6.5M6.5 9.5V19h11V9.5',
  shop: 'M12 4l4.5 5L12 20 7.5 9 12 4Zm-4.5 5h9',
  phone:
    'M6.5 4h3l1.5 4-2 1.3a10 10 0 0 0 5.7 5.7L16 13l4 1.5v3a2 2 0 0 1-2.2 2A15.5 15.5 0 0 1 4.5 6.2 2 2 0 0 1 6.5 4Z',
  mail: 'M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6',
  globe: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-8-8h16M12 4c2.2 2.3 3.2 5 3.2 8s-1 5.7-3.2 8c-2.2-2.3-3.2-5-3.2-8s1-5.7 3.2-8Z',
  chevron: 'M7 10l5 5 5-5',
  pin: 'M12 20s6-5.6 6-10.5A6 6 0 0 0 6 9.5C6 14.4 12 20 12 20Zm0-8.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
