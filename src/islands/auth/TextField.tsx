/** A labelled input with its hint and its error, tied together for assistive technology. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown before the input inside its box, e.g. the +974 country code. */
  adornment?: ReactNode;
};

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-invalid:border-sale-600';

export default function TextField({ id, label, hint, error, inputRef, adornment, className, ...input }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      ref={inputRef}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      className={`${INPUT_CLASS} ${adornment ? 'rounded-s-none' : ''} ${className ?? ''}`}
      {...input}
    />
  );
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-ink-800">
        {label}
      </label>
      {adornment ? (
        <div className="flex" dir="ltr">
          {adornment}
          {field}
        </div>
      ) : (
        field
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-sale-600">
          {error}
        </p>
      )}
    </div>
  );
}
