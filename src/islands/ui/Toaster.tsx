/**
 * Renders the single toast of `$toast` at the top centre (spec §8). The live region is always in the page so
 * screen readers announce each message: `role="status"` (polite) for success and info, `role="alert"` for
 * warnings and errors. Enter and exit are a 250 ms fade/slide (spec §9), skipped with reduced motion.
 */
import { useEffect, useState } from 'react';
import { $toast, markToasterMounted, TOAST_TRANSITION_MS, type Toast, type ToastKind } from '@/stores/toast.ts';
import { useClientValue } from '@/stores/use-client-value.ts';

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-success-700 text-white',
  info: 'bg-ink-900 text-white',
  warning: 'bg-amber-300 text-ink-900',
  error: 'bg-sale-600 text-white',
};

export default function Toaster() {
  const toast = useClientValue($toast, null);
  // Keep the last toast on screen while it fades out.
  const [shown, setShown] = useState<Toast | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => markToasterMounted(), []);

  useEffect(() => {
    if (toast) {
      setShown(toast);
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => setShown(null), TOAST_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const urgent = shown?.kind === 'warning' || shown?.kind === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4">
      <div role="status" aria-live="polite" aria-atomic="true">
        {shown && !urgent && <ToastBox toast={shown} visible={visible} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {shown && urgent && <ToastBox toast={shown} visible={visible} />}
      </div>
    </div>
  );
}

function ToastBox({ toast, visible }: { toast: Toast; visible: boolean }) {
  return (
    <p
      key={toast.id}
      className={`rounded-lg px-4 py-2.5 text-sm font-semibold shadow-lg transition duration-[250ms] motion-reduce:transition-none ${
        visible ? 'translate-y-0 opacity-100' : '-translate-y-2 opacity-0'
      } ${KIND_CLASSES[toast.kind]}`}
    >
      {toast.message}
    </p>
  );
}
