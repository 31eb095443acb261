/**
 * One checkout step: a labelled section whose heading takes the focus when the step opens. A done step that is not
 * open shows what was chosen and a "Change" button (a link opening the step on the server, without JavaScript); a
 * step not reached yet shows only its heading.
 */
import type { ReactNode } from 'react';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import type { CheckoutStep } from '@/domain/checkout-rules.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { CheckoutTexts } from './checkout-texts.ts';

type Props = {
  name: CheckoutStep;
  number: number;
  texts: CheckoutTexts;
  open: boolean;
  done: boolean;
  headingRef: (element: HTMLElement | null) => void;
  /** What was chosen, shown while the step is closed. */
  summary?: ReactNode;
  onChange?: () => void;
  /** The page with this step open, for the "Change" link without JavaScript. */
  changeHref: string;
  changeDisabled?: boolean;
  children: ReactNode;
};

export default function StepSection({ name, number, texts, open, done, headingRef, summary, onChange, changeHref, changeDisabled, children }: Props) {
  const hydrated = useHydrated();
  const headingId = `checkout-${name}-heading`;
  const changeClass = 'min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-ink-50 disabled:opacity-50';
  const title = texts.steps[name];
  return (
    <li aria-current={open ? 'step' : undefined} className={`rounded-2xl border bg-white p-4 sm:p-5 ${open ? 'border-brand-700' : 'border-ink-200'}`}>
      <section aria-labelledby={headingId} data-step={name}>
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-3 text-lg font-bold text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm ${done && !open ? 'bg-success-700 text-white' : open ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
            >
              {number}
            </span>
            {title}
            {done && !open && <span className="sr-only">({texts.done})</span>}
          </h2>
          {done &&
            !open &&
            onChange &&
            (hydrated ? (
              <button type="button" onClick={onChange} disabled={changeDisabled} aria-label={fillTemplate(texts.changeNamed, { name: title })} className={changeClass}>
                {texts.change}
              </button>
            ) : (
              <a href={changeHref} aria-label={fillTemplate(texts.changeNamed, { name: title })} className={`inline-flex items-center ${changeClass}`}>
                {texts.change}
              </a>
            ))}
        </div>
        {open ? <div className="mt-4">{children}</div> : done && summary ? <div className="mt-3 ps-11 text-sm text-ink-700">{summary}</div> : null}
      </section>
    </li>
  );
}
