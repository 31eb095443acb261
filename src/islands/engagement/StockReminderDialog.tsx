/**
 * "Notify me when available" for an out-of-stock product: a button opening a modal `<dialog>` (the browser
 * traps focus in it, makes the page behind inert and closes it on Escape) with one e-mail field. Submits
 * through `actions.engagement.stockReminder` and shows the store's confirmation in the dialog.
 */
import { loadActions } from '@/lib/actions-client.ts';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import Icon from '../ui/Icon.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useEmailField, type EmailFieldMessages } from './use-email-field.ts';

export type StockReminderMessages = EmailFieldMessages & {
  open: string;
  title: string;
  /** Already names the product. */
  intro: string;
  close: string;
  failed: string;
};

type Props = { locale: Locale; sku: string; idPrefix: string; messages: StockReminderMessages };

type Outcome = { kind: 'none' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

export default function StockReminderDialog({ locale, sku, idPrefix, messages }: Props) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { email, dirty, problem, change, reveal, reset } = useEmailField();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const ids = { title: `${idPrefix}-title`, intro: `${idPrefix}-intro`, email: `${idPrefix}-email`, error: `${idPrefix}-error` };
  const fieldError = dirty && problem ? messages[problem] : undefined;

  function open() {
    setOutcome({ kind: 'none' });
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      reveal();
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome({ kind: 'none' });
    try {
      const { data, error } = await (await loadActions()).actions.engagement.stockReminder({ locale, sku, email: email.trim() });
      if (error) setOutcome({ kind: 'failed', message: error.message || messages.failed });
      else {
        setOutcome({ kind: 'saved', message: data.message });
        reset();
      }
    } catch {
      setOutcome({ kind: 'failed', message: messages.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={!hydrated}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {messages.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={ids.title}
        aria-describedby={ids.intro}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-black/50"
      >
        <div className="mb-3 flex items-start justify-between gap-4">
          <h2 id={ids.title} className="text-lg font-bold">
            {messages.title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={messages.close}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <p id={ids.intro} className="mb-4 text-sm text-ink-700">
          {messages.intro}
        </p>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="space-y-1">
            <label htmlFor={ids.email} className="block text-sm font-bold text-ink-800">
              {messages.emailLabel}
            </label>
            <input
              ref={inputRef}
              id={ids.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              dir="ltr"
              value={email}
              placeholder={messages.placeholder}
              onChange={(event) => change(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? ids.error : undefined}
              className="h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-sm placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
            />
            {fieldError && (
              <p id={ids.error} role="alert" className="text-sm font-bold text-sale-600">
                {fieldError}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-full rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? messages.busy : messages.submit}
          </button>
          <div role="status" className="text-sm font-bold text-success-700" data-stock-reminder-result>
            {outcome.kind === 'saved' ? outcome.message : ''}
          </div>
          {outcome.kind === 'failed' && (
            <p role="alert" className="text-sm font-bold text-sale-600">
              {outcome.message}
            </p>
          )}
        </form>
      </dialog>
    </>
  );
}
