/**
 * Footer newsletter signup (spec §4 "Newsletter", §5, §8). Its server render is the plain POST form to the
 * `engagement.subscribeNewsletter` Action (landing on /{locale}/newsletter), which keeps working without
 * JavaScript; once hydrated it validates while the shopper types and sends the same form to the same Action,
 * answering with a toast and with the same words beside the form, where the shopper is looking (issue 55: the
 * toast is at the top of the screen, far from the footer); that outcome stays until the shopper acts again (types
 * or sends), an error included.
 * States: idle -> busy -> idle. The button is disabled when the field is empty, or dirty and invalid.
 */
import { loadActions } from '@/lib/browser/actions-client.ts';
import { actionForm } from '@/lib/action-form.ts';
import { botCheckToken, prepareBotCheck } from '@/lib/browser/bot-check-token.ts';
import { useState, type SubmitEvent } from 'react';
import { showToast } from '@/stores/ui/toast.ts';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import { useEmailField, type EmailFieldMessages } from './use-email-field.ts';

export type NewsletterMessages = EmailFieldMessages & {
  title: string;
  intro: string;
  subscribed: string;
  failed: string;
};

type Props = {
  /** The no-JavaScript target: the Action's form URL on /{locale}/newsletter. */
  action: string;
  messages: NewsletterMessages;
  headingLevel?: 'h2' | 'h3';
  /** Keeps ids unique when the footer copy and the newsletter page's copy share a page. */
  idPrefix: string;
  /** Re-fills the form after the newsletter page rejected a plain submission. */
  initialEmail?: string;
  initialError?: string;
};

export default function NewsletterSignup(props: Props) {
  const { action, messages, headingLevel = 'h2', idPrefix, initialEmail = '', initialError } = props;
  const hydrated = useHydrated();
  const inputId = `${idPrefix}-email`;
  const errorId = `${idPrefix}-error`;
  const { email, dirty, problem, change, reveal, reset } = useEmailField(initialEmail);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ success: boolean; message: string } | null>(null);

  const error = dirty ? (problem ? messages[problem] : undefined) : initialError;
  // Before hydration the button must stay usable: it is what submits the plain form.
  const disabled = hydrated && (busy || problem === 'required' || (dirty && problem !== null));
  const Heading = headingLevel;

  function answer(success: boolean, message: string) {
    showToast({ kind: success ? 'success' : 'error', message });
    setOutcome({ success, message });
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (problem) {
      reveal();
      return;
    }
    setBusy(true);
    try {
      // The bot check's token when it is on (RECAPTCHA_SITE_KEY), else none.
      const recaptchaToken = await botCheckToken();
      const form = actionForm({ email: email.trim(), ...(recaptchaToken ? { recaptchaToken } : {}) });
      const { data, error: failure } = await (await loadActions()).actions.engagement.subscribeNewsletter(form);
      if (failure) {
        answer(false, failure.message || messages.failed);
      } else if (data.success) {
        answer(true, data.message || messages.subscribed);
        reset();
      } else {
        answer(false, data.message || messages.failed);
      }
    } catch {
      answer(false, messages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action={action} noValidate={hydrated} onSubmit={onSubmit} className="space-y-3" data-newsletter-form>
      <Heading className="text-base font-bold text-ink-900">{messages.title}</Heading>
      <p className="text-sm text-ink-600">{messages.intro}</p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-bold text-ink-800">
          {messages.emailLabel}
        </label>
        {/* The field fills the row beside the button (width 0, grown): a width of its own (20 characters of its
            font) would size the footer's column, and differ with the font. */}
        <div className="flex gap-2">
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(event) => {
              setOutcome(null);
              change(event.target.value);
            }}
            onFocus={prepareBotCheck}
            placeholder={messages.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-0 grow rounded-md border border-ink-300 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
          />
          <button
            type="submit"
            disabled={disabled}
            aria-busy={busy || undefined}
            className="h-11 shrink-0 rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-800"
          >
            {busy ? messages.busy : messages.submit}
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-bold text-sale-600">
            {error}
          </p>
        )}
        {outcome && (
          <p
            role={outcome.success ? 'status' : 'alert'}
            className={`text-sm font-bold ${outcome.success ? 'text-success-700' : 'text-sale-600'}`}
            data-newsletter-outcome={outcome.success ? 'success' : 'failure'}
          >
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
