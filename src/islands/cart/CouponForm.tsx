/**
 * The cart's coupon form (spec §4: state kept in `couponCode`, read from local storage at first). A real form
 * posted to the cart Action, so it works with JavaScript off (a refused code comes back in the field with the
 * refusal beside it); once hydrated the island calls the same Action.
 */
import { useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $couponCode } from '@/stores/cart/cart-mirror.ts';
import { applyCoupon, removeCoupon, type CartToastTexts } from '@/stores/cart/cart-sync.ts';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import type { CartLinks, CartPageTexts } from './cart-page-texts.ts';

type Props = {
  locale: Locale;
  texts: CartPageTexts;
  toasts: CartToastTexts;
  serverCode: string;
  links: Pick<CartLinks, 'applyCoupon' | 'removeCoupon'>;
  /** A code the server refused on a plain form post: shown again, with the refusal. */
  refused: RefusedCoupon | null;
};

/** A code the server refused, and why in the shopper's words (null when the backend gave no reason). */
export type RefusedCoupon = { code: string; reason: string | null };

export default function CouponForm({ locale, texts, toasts, serverCode, links, refused }: Props) {
  const stored = useStore($couponCode);
  const hydrated = useHydrated();
  const applied = hydrated ? stored : serverCode;
  const [draft, setDraft] = useState(refused?.code ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(refused !== null);
  const [reason, setReason] = useState(refused?.reason ?? null);

  async function onApply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = draft.trim();
    if (!code || busy) return;
    setBusy(true);
    setFailed(false);
    const outcome = await applyCoupon(locale, code, toasts);
    setBusy(false);
    setFailed(!outcome.applied);
    setReason(outcome.reason);
    if (outcome.applied) setDraft('');
  }

  async function onRemove(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await removeCoupon(locale, toasts);
    setBusy(false);
  }

  return (
    <section aria-labelledby="coupon-heading" className="rounded-2xl border border-ink-200 bg-white p-4">
      <h2 id="coupon-heading" className="mb-3 text-lg font-bold">
        {texts.couponHeading}
      </h2>
      {applied ? (
        <form method="post" action={links.removeCoupon} className="flex flex-wrap items-center justify-between gap-2" onSubmit={(event) => void onRemove(event)}>
          <p className="font-medium text-success-700" data-testid="coupon-applied">
            {fillTemplate(texts.couponApplied, { code: applied })}
          </p>
          <button type="submit" className="text-sm font-medium text-brand-700 hover:underline disabled:opacity-50" disabled={busy}>
            {texts.couponRemove}
          </button>
        </form>
      ) : (
        <form method="post" action={links.applyCoupon} className="flex gap-2" onSubmit={(event) => void onApply(event)} noValidate>
          <label htmlFor="coupon-code" className="sr-only">
            {texts.couponLabel}
          </label>
          <input
            id="coupon-code"
            name="code"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setFailed(false);
            }}
            placeholder={texts.couponLabel}
            autoComplete="off"
            maxLength={64}
            aria-invalid={failed}
            aria-describedby={failed ? 'coupon-error' : undefined}
            className="w-0 grow rounded-lg border border-ink-300 px-3 py-2"
          />
          <button
            type="submit"
            // Without JavaScript the field is not tracked: the server checks the posted code.
            disabled={busy || (hydrated && draft.trim() === '')}
            aria-busy={busy}
            className="rounded-lg bg-ink-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {texts.couponApply}
          </button>
        </form>
      )}
      <p id="coupon-error" role="alert" className="mt-2 text-sm font-medium text-sale-600 empty:hidden">
        {failed ? texts.couponNotApplied : ''}
        {failed && reason ? (
          <span className="block font-normal text-ink-700" data-testid="coupon-refusal">
            {reason}
          </span>
        ) : null}
      </p>
    </section>
  );
}
