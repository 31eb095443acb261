/**
 * One account form, hydrated: the fields are checked with the store's rules before anything is sent, then the
 * form's own FormData goes to its Action (the very Action the plain form posts to without JavaScript). Field
 * problems show under their fields (focus moves to the first); a refusal shows above the button; an UNAUTHORIZED
 * answer is the forced sign-out (src/stores/auth/session-mirror.ts).
 */
import type { SafeResult } from 'astro:actions';
import { useRef, useState, type SubmitEvent } from 'react';
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { forceSignOutIfUnauthorized } from '@/stores/auth/session-mirror.ts';
import type { FormTexts } from './account-texts.ts';

export type FieldErrors = Partial<Record<string, string>>;

type Options<T> = {
  locale: Locale;
  texts: FormTexts;
  /** Errors and refusal the server rendered the page with (a form posted without JavaScript). */
  initialErrors?: FieldErrors;
  initialFormError?: string | null;
  /** `validation:` keys by field for what the store's rules refuse; empty when all is well. */
  check: (form: FormData) => Record<string, string | null>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Action's input: the form posts its own fields
  send: (form: FormData) => Promise<SafeResult<any, T>>;
  onDone: (data: T, form: HTMLFormElement) => void;
  /** Told the Action's code when it refused (GONE, TOO_MANY_REQUESTS…), before the message shows. */
  onRefused?: (code: string | undefined) => void;
};

export function useAccountForm<T>({ locale, texts, initialErrors = {}, initialFormError = null, check, send, onDone, onRefused }: Options<T>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initialErrors);
  const [formError, setFormError] = useState<string | null>(initialFormError);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const words = (key: string) => texts.validation[key] ?? texts.validation['validation:missingOrInvalidField'] ?? key;

  function showFieldErrors(keys: Record<string, string | null | undefined>): boolean {
    const errors = Object.fromEntries(Object.entries(keys).flatMap(([field, key]) => (key ? [[field, words(key)]] : [])));
    setFieldErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (busy) return;
    const form = new FormData(formElement);
    setFormError(null);
    if (showFieldErrors(check(form))) return;
    setBusy(true);
    try {
      const { data, error } = await send(form);
      if (!error) {
        onDone(data, formElement);
        return;
      }
      if (forceSignOutIfUnauthorized(error, locale)) return;
      const { isInputError } = await loadActions();
      if (isInputError(error)) {
        showFieldErrors(Object.fromEntries(Object.entries(error.fields).map(([field, keys]) => [field, keys?.[0]])));
        return;
      }
      onRefused?.(actionErrorCode(error));
      setFormError(error instanceof Error && error.message ? error.message : texts.network);
    } catch {
      setFormError(texts.network);
    } finally {
      setBusy(false);
    }
  }

  function clearFieldError(field: string) {
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  return { fieldErrors, formError, setFormError, busy, formRef, submit, clearFieldError };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
