/**
 * The delivery address step: the customer's saved addresses (the default first) or a new one typed in the
 * account's address form (src/islands/account/AddressForm.tsx), which posts to checkout's own Action and can save
 * the address in the account. Either way one request sets the delivery address and the billing address with it.
 * Each is a form posted to its Action; without JavaScript both show (the new one in `<noscript>`), the saved
 * addresses first, and the page answers with the next step.
 */
import { useState, type SubmitEvent } from 'react';
import type { CheckoutView, CustomerAddress, Region } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import type { AddressFormValues } from '@/server/account/address-form.ts';
import { joinFullName } from '@/domain/names.ts';
import { loadActions } from '@/lib/browser/actions-client.ts';
import AddressForm from '@/islands/account/AddressForm.tsx';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import AddressLines from './AddressLines.tsx';
import ChoiceCard from './ChoiceCard.tsx';
import StepButton from './StepButton.tsx';
import type { CheckoutTexts } from './checkout-texts.ts';
import type { Checkout } from './use-checkout.ts';

type Props = {
  locale: Locale;
  checkout: Checkout;
  addresses: CustomerAddress[];
  regions: Region[];
  texts: CheckoutTexts;
  /** Where the saved-address form posts without JavaScript. */
  action: string;
  /** Where the new-address form posts without JavaScript. */
  newAddressAction: string;
  /** The empty address form ("save it in my account" ticked). */
  newAddressValues: AddressFormValues;
};

const NEW = 'new';

function placeOf(address: CustomerAddress): string[] {
  return [address.city, address.region.name].filter((part): part is string => Boolean(part));
}

export default function AddressStep({ locale, checkout, addresses, regions, texts, action, newAddressAction, newAddressValues }: Props) {
  const { view, pending, failure } = checkout;
  const hydrated = useHydrated();
  const current = view.address?.customerAddressId;
  // A new address the server refused (no JavaScript): its form opens with the problems beside the fields.
  const refusedNew = failure?.step === 'address' && Object.keys(failure.fields).some((field) => field !== 'customerAddressId');
  const [choice, setChoice] = useState<string>(() => {
    const chosen = addresses.find((address) => address.id === current) ?? addresses[0];
    return chosen && !refusedNew ? String(chosen.id) : NEW;
  });

  function useSaved(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice === NEW) return;
    const form = new FormData(event.currentTarget);
    void checkout.runStep('address', (actions) => actions.checkout.useSavedAddress(form));
  }

  const newAddress = (
    <div className="space-y-3">
      {addresses.length > 0 && <h3 className="font-bold text-ink-900">{texts.address.newHeading}</h3>}
      <AddressForm<CheckoutView>
        locale={locale}
        action={newAddressAction}
        regions={regions}
        values={newAddressValues}
        texts={texts.addressForm}
        idPrefix="checkout-address"
        checkbox={{ name: 'saveInAddressBook', label: texts.address.saveInAddressBook }}
        submitLabel={texts.address.deliverHere}
        errors={refusedNew ? failure.fields : undefined}
        send={async (form) => (await loadActions()).actions.checkout.useNewAddress(form)}
        onSaved={(saved) => checkout.stepDone('address', saved)}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      {addresses.length === 0 ? (
        <p className="text-sm text-ink-700">{texts.address.none}</p>
      ) : (
        <form method="post" action={action} onSubmit={useSaved} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-bold text-ink-800">{texts.address.choose}</legend>
            {addresses.map((address) => (
              <ChoiceCard key={address.id} group="customerAddressId" value={String(address.id)} checked={choice === String(address.id)} onChoose={() => setChoice(String(address.id))}>
                <span className="grow text-sm">
                  <AddressLines inline locale={locale} name={joinFullName(address)} street={address.street} words={texts.addressWords} place={placeOf(address)} telephone={address.telephone} />
                  {address.defaultShipping && <span className="mt-1 inline-block rounded bg-ink-100 px-2 text-xs font-bold text-ink-800">{texts.address.default}</span>}
                </span>
              </ChoiceCard>
            ))}
            {hydrated && (
              <ChoiceCard group="customerAddressId" value={NEW} checked={choice === NEW} onChoose={() => setChoice(NEW)}>
                <span className="text-sm font-semibold">{texts.address.useNew}</span>
              </ChoiceCard>
            )}
          </fieldset>
          {(choice !== NEW || !hydrated) && <StepButton type="submit" label={texts.address.deliverHere} busyLabel={texts.saving} busy={pending} />}
        </form>
      )}
      {choice === NEW ? (
        newAddress
      ) : (
        // Without JavaScript nothing switches between the two: the new-address form shows below the saved ones.
        <noscript>{newAddress}</noscript>
      )}
    </div>
  );
}
