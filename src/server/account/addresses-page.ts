/**
 * The address book page's state, from its URL and from a form posted without JavaScript: which form is open
 * (`?add=1`, `?edit=<id>`), which address waits for its delete confirmation (`?delete=<id>`), and what a refused
 * post left. A save or delete that succeeded answers 303 back to the list with its notice instead.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { CustomerAddress, Region } from '@/lib/commerce/index.ts';
import { readAddressStreet } from '@/domain/qatar-address.ts';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { addressFormValues, EMPTY_ADDRESS_FORM, postedAddressValues, type AddressFormValues } from './address-form.ts';
import { postedFields } from '@/server/forms/form-result.ts';
import { formFailure } from '@/server/forms/form-failure.ts';
import { formNotice, NOTICE_PARAM, noticeRedirect, type AccountNotice } from './account-notices.ts';
import { openAccountPage } from './account-page.ts';

export type AddressEditor = {
  /** The address being edited; null for a new one. */
  address: CustomerAddress | null;
  values: AddressFormValues;
  errors: Record<string, string>;
  formError: string | null;
};

export type AddressesPageState = {
  editor: AddressEditor | null;
  /** The address whose deletion waits for the shopper's yes. */
  deleting: CustomerAddress | null;
  /** A refused delete, in the shopper's language. */
  deleteError: string | null;
  status: number;
};

function ownAddress(addresses: CustomerAddress[], raw: string | null | undefined): CustomerAddress | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  return addresses.find((address) => address.id === Number(raw)) ?? null;
}

export async function addressesPageState(page: AstroGlobal, locale: Locale, addresses: CustomerAddress[]): Promise<AddressesPageState | Response> {
  const path = localePath(locale, '/account/addresses');
  const saved = page.getActionResult(actions.account.saveAddress);
  const deleted = page.getActionResult(actions.account.deleteAddress);
  if (saved?.data) return noticeRedirect(page, path, 'address-saved');
  if (deleted?.data) return noticeRedirect(page, path, 'address-deleted');

  const params = page.url.searchParams;
  const deleteFailure = formFailure(deleted, locale, 'account:addresses.deleteFailed');
  if (saved?.error) {
    const posted = postedFields(page.request);
    const address = ownAddress(addresses, posted.get('id'));
    const failure = formFailure(saved, locale, posted.has('id') ? 'errors:network' : 'errors:account.addressAddFailed');
    if (failure) {
      const editor = { address, values: postedAddressValues(posted), errors: failure.fieldErrors, formError: failure.formError };
      return { editor, deleting: null, deleteError: null, status: failure.status };
    }
  }
  const editing = ownAddress(addresses, params.get('edit'));
  const editor: AddressEditor | null = editing
    ? { address: editing, values: addressFormValues(editing), errors: {}, formError: null }
    : params.has('add')
      ? { address: null, values: EMPTY_ADDRESS_FORM, errors: {}, formError: null }
      : null;
  return {
    editor,
    deleting: editor ? null : ownAddress(addresses, params.get('delete')),
    deleteError: deleteFailure?.formError ?? null,
    status: deleteFailure?.status ?? 200,
  };
}

/** Where the address book links and where its plain forms post (each the account Action the form island calls). */
export type AddressesLinks = {
  list: string;
  /** The list with the new-address form open, scrolled to it. */
  add: string;
  save: string;
  delete: string;
  /** Where the form island goes once it has saved with script: the list with its notice. */
  saved: string;
};

export type AddressesPageView = AddressesPageState & {
  addresses: CustomerAddress[];
  links: AddressesLinks;
  /**
   * An address saved before addresses had the blue plate's numbers, opened to edit: its lines as written, for the
   * form to say that it now asks for the numbers. Null otherwise.
   */
  olderAddressNote: string | null;
  /** A refused delete, else the notice the address names. */
  notice: AccountNotice | null;
  /** Qatar's municipalities, for the open form (none when no form is open). */
  regions: Region[];
};

/** The page's view, with its status set; or the answer that replaces it (sign-in, the 303 after a change). */
export async function loadAddressesPage(page: AstroGlobal): Promise<AddressesPageView | Response> {
  const account = await openAccountPage(page);
  if (account instanceof Response) return account;
  const { locale, commerce } = page.locals;
  const { addresses } = account.customer;
  const state = await addressesPageState(page, locale, addresses);
  if (state instanceof Response) return state;
  page.response.status = state.status;
  const notice = state.deleteError ? { kind: 'error' as const, message: state.deleteError } : formNotice(page.url, locale);
  const regions = state.editor ? await commerce.getDeliveryRegions() : [];
  const edited = state.editor?.address;
  const olderAddressNote =
    edited && readAddressStreet(edited.street).plate === null
      ? getT(locale)('account:addresses.fields.olderAddress', { lines: edited.street.join(locale === 'ar' ? '، ' : ', ') })
      : null;
  return { ...state, addresses, notice, regions, links: addressesLinks(locale), olderAddressNote };
}

function addressesLinks(locale: Locale): AddressesLinks {
  const list = localePath(locale, '/account/addresses');
  return {
    list,
    add: `${list}?add=1#address-editor`,
    save: `${list}${actions.account.saveAddress}`,
    delete: `${list}${actions.account.deleteAddress}`,
    saved: `${list}?${NOTICE_PARAM}=address-saved`,
  };
}
