/** One choice of a checkout step's radio group, as a card: the radio, then what it chooses. */
import type { ReactNode } from 'react';

type Props = {
  group: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  describedBy?: string;
  /** Marks the card for tests and styles (e.g. `data-carrier`). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
};

export default function ChoiceCard({ group, value, checked, onChoose, describedBy, data, children }: Props) {
  return (
    <label
      {...data}
      className="flex min-h-11 cursor-pointer flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border border-ink-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-describedby={describedBy}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      {children}
    </label>
  );
}
