/**
 * The last option of the header search's suggestion listbox: "See all results for …", to the results page for the
 * keyword. An option like the suggestions above it, so the arrow keys reach it and Enter takes it.
 */
import ListboxOption from './ListboxOption.tsx';

type Props = {
  id: string;
  /** Its words, the keyword in them. */
  label: string;
  selected: boolean;
  onChoose: () => void;
};

export default function SeeAllOption({ id, label, selected, onChoose }: Props) {
  return (
    <ListboxOption
      id={id}
      selected={selected}
      onChoose={onChoose}
      className="border-t border-ink-100 px-3 py-2.5 text-sm font-semibold text-brand-700"
      testId="search-see-all"
    >
      {label}
    </ListboxOption>
  );
}
