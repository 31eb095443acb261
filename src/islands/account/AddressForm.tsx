/**
 * The address form (spec §2 shared widget "address form"): first and family name, the municipality (the region
 * list of the store's country), the area, the blue plate's zone, street and building numbers, the unit or flat and a
 * nearby landmark (both optional), a +974 mobile number and the default flag. The account's
 * address book uses it, and so can checkout: `onSaved` receives the saved address; without it the page goes to
 * `savedHref`.
 *
 * A plain form posting `account.saveAddress` without JavaScript (the page re-renders it with the errors);
 * hydrated, it checks each field with the store's rules first and saves without leaving the page on a refusal
 * ("Could not add or update address!"; "Something went wrong during adding addresses" when a new address could
 * not be sent at all).
 *
 * Checkout fills the same form for a new delivery address: it passes its own Action (`send`) and its own checkbox ("save in my account" instead of the default flag).
 */
import type { SafeResult } from 'astro:actions';
import { useState } from 'react';
import type { CustomerAddress, Region } from '@/lib/commerce/index.ts';
import { loadActions } from '@/lib/browser/actions-client.ts';
import { ADDRESS_LINE_MAX, addressLineProblem } from '@/domain/address-lines.ts';
import { PLATE_MAX, plateNumberProblem, type PlateField } from '@/domain/qatar-address.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import type { AddressFormValues } from '@/server/account/address-form.ts';
import { NAME_PART_MAX_LENGTH, nameProblem } from '@/domain/names.ts';
import { phoneProblem } from '@/domain/phone.ts';
import FormMessages from '@/islands/auth/FormMessages.tsx';
import TextField, { INPUT_CLASS } from '@/islands/auth/TextField.tsx';
import { navigateTo } from '@/islands/ui/navigate.ts';
import type { AddressFormTexts } from './account-texts.ts';
import PhoneField from '@/islands/auth/PhoneField.tsx';
import { useAccountForm, type FieldErrors } from './use-account-form.ts';
import ActionForm from './ActionForm.tsx';

type Props<T> = {
  locale: Locale;
  /** Where the plain form posts (the page's path with the Action's query). */
  action: string;
  regions: Region[];
  values: AddressFormValues;
  /** The address being edited; none for a new one. */
  addressId?: number;
  errors?: FieldErrors;
  formError?: string | null;
  texts: AddressFormTexts & { addFailed: string };
  cancelHref?: string;
  savedHref?: string;
  onSaved?: (saved: T) => void;
  idPrefix?: string;
  /** Another Action than the address book's (checkout). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Action's input: the form posts its own fields
  send?: (form: FormData) => Promise<SafeResult<any, T>>;
  /** The checkbox under the form; by default the address book's "use as my default delivery address". */
  checkbox?: { name: string; label: string };
  submitLabel?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function checkAddress(form: FormData): Record<string, string | null> {
  const key = (problem: string | null) => (problem ? `validation:${problem}` : null);
  return {
    firstname: key(nameProblem(text(form, 'firstname'))),
    lastname: key(nameProblem(text(form, 'lastname'))),
    regionId: text(form, 'regionId') === '' ? 'validation:required' : null,
    city: key(addressLineProblem('city', text(form, 'city'))),
    zone: key(plateNumberProblem('zone', text(form, 'zone'))),
    streetNumber: key(plateNumberProblem('streetNumber', text(form, 'streetNumber'))),
    buildingNumber: key(plateNumberProblem('buildingNumber', text(form, 'buildingNumber'))),
    unit: key(addressLineProblem('unit', text(form, 'unit'))),
    landmark: key(addressLineProblem('landmark', text(form, 'landmark'))),
    telephone: key(phoneProblem(text(form, 'telephone'))),
  };
}

const saveToAddressBook = async (data: FormData) => (await loadActions()).actions.account.saveAddress(data);

export default function AddressForm<T = CustomerAddress>(props: Props<T>) {
  const { locale, action, regions, addressId, texts, cancelHref, savedHref, onSaved, idPrefix = 'address' } = props;
  const checkbox = props.checkbox ?? { name: 'defaultShipping', label: texts.fields.defaultShipping };
  const send = props.send ?? (saveToAddressBook as unknown as NonNullable<Props<T>['send']>);
  const [values, setValues] = useState(props.values);
  const form = useAccountForm<T>({
    locale,
    texts: { ...texts, network: addressId === undefined ? texts.addFailed : texts.network },
    initialErrors: props.errors,
    initialFormError: props.formError,
    check: checkAddress,
    send,
    onDone: (saved) => {
      if (onSaved) onSaved(saved);
      else if (savedHref) navigateTo(savedHref);
    },
  });
  const id = (field: string) => `${idPrefix}-${field}`;
  // "Field is Required" names its field: read from an error list or by a screen reader, it says which one.
  const errorOf = (field: string, label: string) => {
    const error = form.fieldErrors[field];
    return error ? fillTemplate(texts.namedError, { message: error, field: label }) : undefined;
  };

  function change<K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearFieldError(field);
  }

  const text = (field: 'firstname' | 'lastname' | 'city' | 'unit' | 'landmark', autoComplete: string, maxLength: number, hint?: string) => (
    <TextField
      id={id(field)}
      name={field}
      autoComplete={autoComplete}
      maxLength={maxLength}
      label={texts.fields[field]}
      hint={hint}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errorOf(field, texts.fields[field])}
    />
  );
  // A number of the blue plate: digits only, the phone's number pad; a plate's numbers read left to right.
  const plate = (field: PlateField) => (
    <TextField
      id={id(field)}
      name={field}
      inputMode="numeric"
      autoComplete="off"
      maxLength={String(PLATE_MAX[field]).length}
      dir="ltr"
      className="text-center"
      label={texts.fields[field]}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errorOf(field, texts.fields[field])}
    />
  );
  const regionError = errorOf('regionId', texts.fields.region);

  return (
    <ActionForm form={form} action={action} className="space-y-4">
      {addressId !== undefined && <input type="hidden" name="id" value={addressId} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstname', 'given-name', NAME_PART_MAX_LENGTH)}
        {text('lastname', 'family-name', NAME_PART_MAX_LENGTH)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={id('regionId')} className="block text-sm font-bold text-ink-800">
            {texts.fields.region}
          </label>
          <select
            id={id('regionId')}
            name="regionId"
            autoComplete="address-level1"
            value={values.regionId}
            onChange={(event) => change('regionId', event.target.value)}
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? `${id('regionId')}-error` : undefined}
            className={INPUT_CLASS}
          >
            <option value="">{texts.fields.regionPlaceholder}</option>
            {regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </select>
          {regionError && (
            <p id={`${id('regionId')}-error`} className="text-sm font-bold text-sale-600">
              {regionError}
            </p>
          )}
        </div>
        {text('city', 'address-level2', ADDRESS_LINE_MAX.city)}
      </div>
      <fieldset className="space-y-2" aria-describedby={id('plate-hint')}>
        <legend className="text-sm font-bold text-ink-800">{texts.fields.plate}</legend>
        <p id={id('plate-hint')} className="text-xs text-ink-600">
          {texts.fields.plateHint}
        </p>
        <div className="grid grid-cols-3 gap-3">
          {plate('zone')}
          {plate('streetNumber')}
          {plate('buildingNumber')}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('unit', 'address-line2', ADDRESS_LINE_MAX.unit)}
        {text('landmark', 'off', ADDRESS_LINE_MAX.landmark, texts.fields.landmarkHint)}
      </div>
      <PhoneField
        id={id('telephone')}
        label={texts.fields.telephone}
        hint={texts.fields.telephoneHint}
        countryCode={texts.fields.countryCode}
        value={values.telephone}
        onChange={(value) => change('telephone', value)}
        error={errorOf('telephone', texts.fields.telephone)}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink-800">
        <input
          type="checkbox"
          name={checkbox.name}
          checked={values.defaultShipping}
          onChange={(event) => change('defaultShipping', event.target.checked)}
          className="size-5 accent-brand-700"
        />
        {checkbox.label}
      </label>
      <FormMessages formError={form.formError} notice={null} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={form.busy} className="min-h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-70">
          {form.busy ? texts.saving : (props.submitLabel ?? texts.save)}
        </button>
        {cancelHref && (
          <a href={cancelHref} className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-ink-800 hover:bg-ink-100">
            {texts.cancel}
          </a>
        )}
      </div>
    </ActionForm>
  );
}
