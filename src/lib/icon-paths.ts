/**
 * The store's stroke icons (24px grid), one table for the server-rendered `Icon.astro` and the islands' `Icon.tsx`,
 * so a glyph is drawn the same everywhere.
 */
export const ICON_PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  heart:
    'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  chevronDown: 'M6 9l6 6 6-6',
  // Points to the inline end; `flip-rtl` mirrors it on Arabic pages.
  arrowEnd: 'M5 12h14M13 6l6 6-6 6',
  // Points back, to the inline start (a way back home); `flip-rtl` mirrors it on Arabic pages.
  arrowStart: 'M19 12H5M11 6l-6 6 6 6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  refresh: 'M20 11a8 8 0 0 0-14.9-3M4 5v4h4M4 13a8 8 0 0 0 14.9 3M20 19v-4h-4',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  // Two columns side by side: the compare list.
  compare: 'M4 5h6v14H4zM14 5h6v14h-6z',
} as const;

export type StrokeIconName = keyof typeof ICON_PATHS;
