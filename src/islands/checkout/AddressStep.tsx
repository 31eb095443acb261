/**
 * The delivery address step: the customer's saved addresses (the default first) or a new one typed in the
 * account's address form (src/islands/account/AddressForm.tsx), which posts to checkout's own Action and can save
 * the address in the account. Either way one request sets the delivery address and the billing address with it.
 */
import { useState } from 'react';
import type { CheckoutView, CustomerAddress, Region } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { joinFullName } from '@/lib/names.ts';
import { loadActions } from '@/lib/actions-client.ts';
import { EMPTY_ADDRESS_VALUES } from './empty-address.ts';
import AddressForm from '../account/AddressForm.tsx';
import AddressLines from './AddressLines.tsx';
import type { CheckoutTexts } from './checkout-texts.ts';
import type { Checkout } from './use-checkout.ts';

type Props = {
  locale: Locale;
  checkout: Checkout;
  addresses: CustomerAddress[];
  regions: Region[];
  texts: CheckoutTexts;
  /** Where the new-address form posts without JavaScript. */
  newAddressAction: string;
};

const NEW = 'new';

function addressLines(address: CustomerAddress): string[] {
  const place = [address.city, address.region.name].filter(Boolean).join(', ');
  return [...address.street, place].filter(Boolean);
}

export default function AddressStep({ locale, checkout, addresses, regions, texts, newAddressAction }: Props) {
  const { view, pending } = checkout;
  const current = view.address?.customerAddressId;
  const [choice, setChoice] = useState<string>(() => {
    const chosen = addresses.find((address) => address.id === current) ?? addresses[0];
    return chosen ? String(chosen.id) : NEW;
  });

  function useSaved() {
    const customerAddressId = Number(choice);
    void checkout.runStep('address', (actions) => actions.checkout.useSavedAddress({ locale, cartId: view.cartId, customerAddressId }));
  }

  return (
    <div className="space-y-4">
      {addresses.length === 0 ? (
        <p className="text-sm text-ink-700">{texts.address.none}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-bold text-ink-800">{texts.address.choose}</legend>
          {addresses.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer gap-3 rounded-xl border border-ink-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="checkout-address"
                value={address.id}
                checked={choice === String(address.id)}
                onChange={() => setChoice(String(address.id))}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="grow text-sm">
                <AddressLines name={joinFullName(address)} lines={addressLines(address)} telephone={address.telephone} />
                {address.defaultShipping && <span className="mt-1 inline-block rounded bg-ink-100 px-2 text-xs font-bold text-ink-800">{texts.address.default}</span>}
              </span>
            </label>
          ))}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input type="radio" name="checkout-address" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} className="size-5 shrink-0 accent-brand-700" />
            <span className="text-sm font-semibold">{texts.address.useNew}</span>
          </label>
        </fieldset>
      )}
      {choice === NEW ? (
        <div className="space-y-3">
          {addresses.length > 0 && <h3 className="font-bold text-ink-900">{texts.address.newHeading}</h3>}
          <AddressForm<CheckoutView>
            locale={locale}
            action={newAddressAction}
            regions={regions}
            values={EMPTY_ADDRESS_VALUES}
            texts={texts.addressForm}
            idPrefix="checkout-address"
            hiddenFields={{ cartId: view.cartId }}
            checkbox={{ name: 'saveInAddressBook', label: texts.address.saveInAddressBook }}
            submitLabel={texts.address.deliverHere}
            send={async (form) => (await loadActions()).actions.checkout.useNewAddress(form)}
            onSaved={(saved) => checkout.stepDone('address', saved)}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={useSaved}
          disabled={pending}
          className="min-h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {pending ? texts.saving : texts.address.deliverHere}
        </button>
      )}
    </div>
  );
}
