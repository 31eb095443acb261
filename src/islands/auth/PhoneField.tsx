/**
 * A Qatar mobile number (spec §5): the +974 country code shown before the 8-digit number, which reads left to
 * right in both languages. The field of the sign-in, sign-up, profile and address forms. Without `onChange` (a page
 * rendered on the server only, its form posted as it is) the browser keeps what is typed, starting from `value`.
 */
import type { ChangeEvent } from 'react';
import TextField from './TextField.tsx';

type Props = {
  id: string;
  label: string;
  hint: string;
  /** Names the +974 box ("Country code"). */
  countryCode: string;
  placeholder?: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  name?: string;
};

export default function PhoneField({ id, label, hint, countryCode, placeholder, value, onChange, error, name = 'telephone' }: Props) {
  const typed = onChange ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <TextField
      id={id}
      name={name}
      type="tel"
      inputMode="tel"
      // The whole number ("+974 5555 1234"), which the field reads (qatarLocalNumber): HTML's autofill table gives
      // a tel field `tel`, not the text parts of a number such as `tel-national`.
      autoComplete="tel"
      maxLength={20}
      dir="ltr"
      label={label}
      hint={hint}
      placeholder={placeholder}
      {...typed}
      error={error}
      adornment={
        <span
          className="inline-flex h-11 items-center rounded-s-md border border-e-0 border-ink-300 bg-ink-50 px-3 text-base font-bold text-ink-700"
          title={countryCode}
        >
          +974
        </span>
      }
    />
  );
}
