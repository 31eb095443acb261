/**
 * An e-mail field checked while the shopper types, against the store's one e-mail rule (src/lib/email.ts). The
 * problem shows once they have typed, or once a submit revealed it; never on a field they have not touched.
 */
import { useState } from 'react';
import { emailProblem } from '@/lib/email.ts';

/** The words every e-mail form of the islands needs, in the page's language. */
export type EmailFieldMessages = {
  emailLabel: string;
  placeholder: string;
  submit: string;
  busy: string;
  required: string;
  invalidEmail: string;
};

export function useEmailField(initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [dirty, setDirty] = useState(false);
  return {
    email,
    dirty,
    problem: emailProblem(email),
    change(value: string) {
      setEmail(value);
      setDirty(true);
    },
    /** A submit with a bad address: show why, even before any typing. */
    reveal() {
      setDirty(true);
    },
    /** After a successful submit: an empty, untouched field. */
    reset() {
      setEmail('');
      setDirty(false);
    },
  };
}
