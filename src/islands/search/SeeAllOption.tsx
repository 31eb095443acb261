/**
 * The last option of the header search's suggestion listbox: "See all results for …", to the results page for the
 * keyword. An option like the suggestions above it, so the arrow keys reach it and Enter takes it (the keyboard
 * stays in the input, see use-search-box.ts); the pointer is handled here.
 */
type Props = {
  id: string;
  /** Its words, the keyword in them. */
  label: string;
  selected: boolean;
  onChoose: () => void;
};

export default function SeeAllOption({ id, label, selected, onChoose }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`cursor-pointer border-t border-ink-100 px-3 py-2.5 text-sm font-semibold text-brand-700 ${selected ? 'bg-brand-50' : 'hover:bg-ink-50'}`}
      data-testid="search-see-all"
    >
      {label}
    </div>
  );
}
