/**
 * The profile's name (spec §5 name rule: letters of any script, hyphens, apostrophes). A plain form posting
 * `account.updateName` without JavaScript; hydrated, it checks as the shopper types and saves in place, and the
 * header's name (the session mirror) follows.
 */
import { useState } from 'react';
import { loadActions } from '@/lib/browser/actions-client.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { joinFullName, NAME_PART_MAX_LENGTH, nameProblem } from '@/domain/names.ts';
import { $user } from '@/stores/auth/session-mirror.ts';
import FormMessages from '@/islands/auth/FormMessages.tsx';
import TextField from '@/islands/auth/TextField.tsx';
import type { NameFormTexts } from './account-texts.ts';
import { useAccountForm, type FieldErrors } from './use-account-form.ts';
import ActionForm from './ActionForm.tsx';

type Props = {
  locale: Locale;
  action: string;
  initial: { firstname: string; lastname: string };
  errors?: FieldErrors;
  formError?: string | null;
  texts: NameFormTexts;
};

const problemKey = (value: FormDataEntryValue | null) => {
  const problem = nameProblem(typeof value === 'string' ? value : '');
  return problem ? `validation:${problem}` : null;
};

export default function NameForm({ locale, action, initial, errors, formError: initialFormError, texts }: Props) {
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useAccountForm({
    locale,
    texts,
    initialErrors: errors,
    initialFormError,
    check: (data) => ({ firstname: problemKey(data.get('firstname')), lastname: problemKey(data.get('lastname')) }),
    send: async (data) => (await loadActions()).actions.account.updateName(data),
    onDone: (saved) => {
      setValues(saved);
      setNotice(texts.saved);
      $user.set({ fullName: joinFullName(saved), roles: [] });
    },
  });

  function change(field: 'firstname' | 'lastname', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setNotice(null);
    form.clearFieldError(field);
  }

  return (
    <ActionForm form={form} action={action} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['firstname', 'lastname'] as const).map((field) => (
          <TextField
            key={field}
            id={`profile-${field}`}
            name={field}
            autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
            maxLength={NAME_PART_MAX_LENGTH}
            label={texts[field]}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={form.fieldErrors[field]}
          />
        ))}
      </div>
      <FormMessages formError={form.formError} notice={notice} />
      <button type="submit" disabled={form.busy} className="min-h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-70">
        {form.busy ? texts.saving : texts.save}
      </button>
    </ActionForm>
  );
}
