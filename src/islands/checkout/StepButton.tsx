/** A step's button: sends the step, says so while it is on its way, and cannot be pressed again meanwhile. */
type Props = { label: string; busyLabel: string; busy: boolean; disabled?: boolean; onPress?: () => void; type?: 'button' | 'submit' };

export default function StepButton({ label, busyLabel, busy, disabled = false, onPress, type = 'button' }: Props) {
  return (
    <button
      type={type}
      onClick={onPress}
      disabled={busy || disabled}
      className="min-h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
