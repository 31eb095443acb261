import type { StrokeIconName } from '@/lib/icon-paths.ts';

/**
 * The stroke icons a page repeats (a listing's every card has a heart and a compare button): drawn once per page as a
 * symbol in the layout's sprite (IconSprite.astro) and placed by `<use>` wherever `Icon.astro` shows one, instead of
 * the whole drawing each time.
 */
export const SHARED_ICONS = ['heart', 'compare'] as const satisfies readonly StrokeIconName[];

export type SharedIconName = (typeof SHARED_ICONS)[number];

export function isSharedIcon(name: string): name is SharedIconName {
  return (SHARED_ICONS as readonly string[]).includes(name);
}

/** The id of an icon's symbol in the page's sprite. */
export function sharedIconId(name: SharedIconName): string {
  return `icon-${name}`;
}
