/**
 * An account form: a real form posting its Action (so it works before, or without, hydration), submitted
 * through the Actions client by its `useAccountForm` once hydrated.
 */
import type { ReactNode } from 'react';
import type { AccountForm } from './use-account-form.ts';

type Props = { form: Pick<AccountForm, 'formRef' | 'submit'>; action: string; className?: string; children: ReactNode };

export default function ActionForm({ form, action, className, children }: Props) {
  return (
    <form ref={form.formRef} method="post" action={action} noValidate onSubmit={(event) => void form.submit(event)} className={className}>
      {children}
    </form>
  );
}
