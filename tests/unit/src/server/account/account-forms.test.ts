/**
 * The account forms' server checks (spec §5 messages, as `validation:` keys) and what the shopper reads when the
 * backend refuses a change (spec §8), in both languages.
 */
import { describe, expect, it, vi } from 'vitest';
import { CommerceInputError, CommerceRetryLaterError, CommerceUnavailableError, type CustomerAddress } from '@/lib/commerce/index.ts';
import { copy } from '../../../../e2e/support/locales.ts';

vi.mock('astro:actions', () => import('../../../../helpers/astro-actions.ts'));

const { addressFormSchema, addressFormValues, postedAddressValues, toAddressDraft } = await import('@/server/account/address-form.ts');
const { emailConfirmFormSchema, emailCodeFormSchema, nameFormSchema, phoneCodeFormSchema } = await import('@/server/account/profile-forms.ts');
const { knownRefusal, runAccountAction } = await import('@/server/account/account-refusals.ts');
const { formNotice } = await import('@/server/account/account-notices.ts');

/** The first error key of each field, as the page shows them. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// What Astro's form handling hands the schema: text as typed, an empty field as null, the checkbox as a boolean.
const address = {
  firstname: 'Sara',
  lastname: 'Al-Kuwari',
  regionId: 1,
  city: 'Al Sadd',
  zone: '38',
  streetNumber: '920',
  buildingNumber: '14',
  unit: null,
  landmark: 'Near Al Sadd Mall',
  telephone: '+974 5555 1234',
  defaultShipping: true,
};

describe('address form', () => {
  it('reads a Qatar address: the blue plate\'s numbers (Arabic-Indic digits too), trimmed lines, the mobile number as its 8 digits', () => {
    const parsed = addressFormSchema.parse({ ...address, streetNumber: ' ٩٢٠ ', landmark: '  Near Al Sadd Mall ' });
    expect(toAddressDraft(parsed)).toEqual({
      ...address, zone: 38, streetNumber: 920, buildingNumber: 14, unit: '', landmark: 'Near Al Sadd Mall', telephone: '55551234',
    });
    expect(parsed.id).toBeUndefined();
  });

  it('carries the id of an address being edited', () => {
    expect(addressFormSchema.parse({ ...address, id: 7 }).id).toBe(7);
  });

  it('says which fields are missing ("Field is Required")', () => {
    const result = addressFormSchema.safeParse({ ...address, lastname: null, regionId: null, city: null, zone: '   ', buildingNumber: null, telephone: null });
    expect(fieldErrors(result)).toEqual({
      lastname: 'validation:required',
      regionId: 'validation:required',
      city: 'validation:required',
      zone: 'validation:required',
      buildingNumber: 'validation:required',
      telephone: 'validation:required',
    });
    // The unit and the landmark may be left out.
    expect(addressFormSchema.safeParse({ ...address, unit: '', landmark: null }).success).toBe(true);
  });

  it('applies the name rule, the Qatar mobile rule and the line limits', () => {
    const result = addressFormSchema.safeParse({ ...address, firstname: 'Sara2', telephone: '12345', landmark: 'b'.repeat(101), zone: '99', streetNumber: '12a' });
    expect(fieldErrors(result)).toEqual({
      firstname: 'validation:invalidName',
      telephone: 'validation:invalidPhone',
      landmark: 'validation:missingOrInvalidField',
      zone: 'validation:plateNumber',
      streetNumber: 'validation:plateNumber',
    });
  });

  it('refuses a line with a control character and an id that is no address', () => {
    expect(fieldErrors(addressFormSchema.safeParse({ ...address, city: 'Al\nSadd' }))).toEqual({ city: 'validation:missingOrInvalidField' });
    expect(addressFormSchema.safeParse({ ...address, id: 2 ** 31 }).success).toBe(false);
  });

  it('shows a saved address for editing, and a refused post as it was typed', () => {
    const saved: CustomerAddress = {
      id: 3,
      firstname: 'Sara',
      lastname: 'Al-Kuwari',
      street: ['Zone 38, Street 920, Building 14', 'Near Al Sadd Mall'],
      city: 'Al Sadd',
      region: { id: 1, code: 'DA', name: 'Doha' },
      postcode: null,
      countryCode: 'QA',
      telephone: '+974-55551234',
      defaultShipping: true,
      defaultBilling: false,
    };
    expect(addressFormValues(saved)).toEqual({ ...address, unit: '', regionId: '1', telephone: '55551234' });
    expect(addressFormValues({ ...saved, street: ['Zone 38, Street 920, Building 14, Unit 3'] })).toMatchObject({ unit: '3', landmark: '' });
    // Saved before the blue plate was asked for: its lines kept as the landmark, its numbers to be added.
    expect(addressFormValues({ ...saved, street: ['Street 920', 'Building 14'] })).toMatchObject({
      zone: '', streetNumber: '', buildingNumber: '', landmark: 'Street 920, Building 14',
    });
    const posted = new Map([
      ['firstname', 'Sara2'],
      ['telephone', '12'],
    ]);
    expect(postedAddressValues(posted)).toMatchObject({ firstname: 'Sara2', telephone: '12', regionId: '', defaultShipping: false });
  });
});

describe('profile forms', () => {
  it('checks the name parts by the name rule', () => {
    expect(nameFormSchema.parse({ firstname: ' محمد ', lastname: "O'Neil-Al Thani" })).toEqual({ firstname: 'محمد', lastname: "O'Neil-Al Thani" });
    expect(fieldErrors(nameFormSchema.safeParse({ firstname: 'Sara!', lastname: null }))).toEqual({
      firstname: 'validation:invalidName',
      lastname: 'validation:required',
    });
  });

  it('checks the new e-mail and mobile number', () => {
    expect(fieldErrors(emailCodeFormSchema.safeParse({ email: 'not-an-address' }))).toEqual({ email: 'validation:invalidEmail' });
    expect(fieldErrors(emailCodeFormSchema.safeParse({ email: null }))).toEqual({ email: 'validation:required' });
    expect(phoneCodeFormSchema.parse({ telephone: '5555-1234' })).toEqual({ telephone: '55551234' });
    expect(fieldErrors(phoneCodeFormSchema.safeParse({ telephone: '+971 55551234' }))).toEqual({ telephone: 'validation:invalidPhone' });
  });

  it('needs the 6-digit code and the handle it was sent under', () => {
    const result = emailConfirmFormSchema.safeParse({ email: 'a@example.qa', hash: '', otp: '12345' });
    expect(fieldErrors(result)).toEqual({ hash: 'validation:linkExpired', otp: 'validation:invalidVerificationCode' });
  });
});

describe('refusals', () => {
  it('knows the spec messages the backend sends', () => {
    expect(knownRefusal('Wrong OTP')).toEqual({ code: 'BAD_REQUEST', key: 'validation:wrongOtp' });
    expect(knownRefusal('Link is expired or invalid')).toEqual({ code: 'GONE', key: 'validation:linkExpired' });
    expect(knownRefusal('Phone update failed!')?.key).toBe('errors:account.phoneUpdateFailed');
    expect(knownRefusal('Something else')).toBeNull();
  });

  it("shows Magento's named missing field as the spec's \"Field is Required\"", () => {
    expect(knownRefusal('"firstname" is required. Enter and try again.')).toEqual({ code: 'BAD_REQUEST', key: 'validation:required' });
    expect(knownRefusal('"regionId" is required. Enter and try again.')?.key).toBe('validation:required');
    expect(knownRefusal('"<b>" is required. Enter and try again.')).toBeNull();
  });

  for (const locale of ['ar', 'en'] as const) {
    const refused = (error: unknown, fallback: string | null = 'errors:account.profileUpdateFailed') =>
      runAccountAction(locale, 'test', fallback, () => Promise.reject(error)).catch((thrown: unknown) => thrown as { code: string; message: string });

    it(`words a refusal in ${locale}`, async () => {
      expect(await refused(new CommerceInputError('Profile update failed!'))).toMatchObject({
        code: 'BAD_REQUEST',
        message: copy(locale, 'errors', 'account.profileUpdateFailed'),
      });
      expect(await refused(new CommerceInputError('Wrong OTP'))).toMatchObject({ code: 'BAD_REQUEST', message: copy(locale, 'validation', 'wrongOtp') });
      expect(await refused(new CommerceInputError('Link is expired or invalid'))).toMatchObject({ code: 'GONE' });
      // Unknown words: the form's own failure ("Could not add or update address!").
      expect(await refused(new CommerceInputError('You can save at most 20 addresses.'), 'errors:account.addressSaveFailed')).toMatchObject({
        message: copy(locale, 'errors', 'account.addressSaveFailed'),
      });
      // No fallback: the backend's words (it answers in the store's language).
      expect(await refused(new CommerceInputError('هذا المنتج متوفر حالياً'), null)).toMatchObject({ message: 'هذا المنتج متوفر حالياً' });
    });

    it(`says how long to wait for a new code in ${locale}, and keeps an outage an outage`, async () => {
      const wait = await refused(new CommerceRetryLaterError('Please wait 42 seconds before requesting a new code.', 42));
      expect(wait.code).toBe('TOO_MANY_REQUESTS');
      expect(wait.message).toContain('42');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await refused(new CommerceUnavailableError('down'))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: '' });
    });

    it(`shows only the notices it knows, in ${locale}`, () => {
      expect(formNotice(new URL(`https://x/${locale}/account/addresses?notice=address-saved`), locale)).toEqual({
        kind: 'success',
        message: copy(locale, 'account', 'addresses.saved'),
      });
      expect(formNotice(new URL(`https://x/${locale}/account?notice=<script>`), locale)).toBeNull();
      expect(formNotice(new URL(`https://x/${locale}/account?notice=constructor`), locale)).toBeNull();
    });
  }
});
