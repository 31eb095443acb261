/**
 * A line's chosen options ("Colour: Blue", "Capacity: 256GB") in the line's language: cart, checkout, orders and the
 * wishlist show them under the product's name. Rendered by islands and, without a client directive, by server pages
 * (no script), so every line reads the same.
 */
import type { ChosenOption } from '@/lib/commerce/index.ts';

type Props = { options?: readonly ChosenOption[] | undefined; className?: string };

export function ChosenOptions({ options, className = '' }: Props) {
  if (!options || options.length === 0) return null;
  return (
    <dl className={`flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-ink-700 ${className}`} data-chosen-options>
      {options.map((option) => (
        <div key={option.label} className="flex gap-1">
          <dt className="font-medium">{option.label}:</dt>
          <dd>{option.value}</dd>
        </div>
      ))}
    </dl>
  );
}
