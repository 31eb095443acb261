/**
 * The 6-digit one-time code (spec §5, §9): digits only, read left to right, filled by the phone's code suggestion.
 * Without `onChange` (a page rendered on the server only) the browser keeps what is typed.
 */
import type { ChangeEvent } from 'react';
import { OTP_LENGTH } from '@/lib/otp-code.ts';
import TextField from './TextField.tsx';

type Props = { id: string; label: string; hint: string; value: string; onChange?: (value: string) => void; error?: string };

export default function OtpField({ id, label, hint, value, onChange, error }: Props) {
  const typed = onChange
    ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)) }
    : { defaultValue: value };
  return (
    <TextField
      id={id}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      dir="ltr"
      className="text-center text-xl font-bold tracking-[0.5em]"
      label={label}
      hint={hint}
      {...typed}
      error={error}
    />
  );
}
