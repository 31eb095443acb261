/**
 * One option of the header search's suggestion listbox, whatever it holds (a product, "See all results"). The
 * keyboard chooses through the input (aria-activedescendant, see use-search-box.ts), so the option needs no key
 * handler or tab stop; a press on it keeps the focus in the input, and a click chooses it.
 */
import type { ReactNode } from 'react';

type Props = {
  id: string;
  selected: boolean;
  onChoose: () => void;
  /** Its own layout; the selected and hover backgrounds are added here. */
  className: string;
  testId?: string;
  children: ReactNode;
};

export default function ListboxOption({ id, selected, onChoose, className, testId, children }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`cursor-pointer ${className} ${selected ? 'bg-brand-50' : 'hover:bg-ink-50'}`}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
