/**
 * A stroke icon inside an island (the same glyphs as `src/components/layout/Icon.astro`). Always decorative: the control around it
 * carries the accessible name.
 */
import { ICON_PATHS, type StrokeIconName } from '@/lib/icon-paths.ts';

export default function StrokeIcon({ name, className = 'size-6' }: { name: StrokeIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
     
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
