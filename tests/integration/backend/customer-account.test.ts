/**
 * The account data of a signed-in customer over real HTTP: the customer query with its mobile number, the name
 * change (updateCustomerV2), Qatar addresses (create, update, delete, default shipping) and their regions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, registerCustomer, startTestBackend, type CallOptions, type GraphqlResult, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
let maryam: string;
let khalid: string;
beforeAll(async () => {
  backend = await startTestBackend();
  maryam = await registerCustomer(backend, { email: 'maryam@example.qa', firstname: 'Maryam', lastname: 'Al-Kuwari', telephone: '55123456' });
  khalid = await registerCustomer(backend, { email: 'khalid@example.qa', firstname: 'Khalid', lastname: 'Saad' });
});
afterAll(() => backend.close());

const gql = (query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) => graphqlCall(backend, query, variables, options);

function firstError(result: GraphqlResult<unknown>) {
  expect(result.errors?.length, JSON.stringify(result)).toBeGreaterThan(0);
  return result.errors![0]!;
}

const ADDRESS_FIELDS = `id firstname lastname street city postcode telephone country_code default_shipping default_billing
  region { region region_code region_id } region_id`;
const CUSTOMER = `{ customer { firstname lastname email country_prefix telephone default_shipping addresses { ${ADDRESS_FIELDS} } } }`;
const UPDATE_NAME = 'mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname email } } }';
const CREATE = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }';
const COUNTRY = 'query($id: String) { country(id: $id) { id full_name_locale full_name_english available_regions { id code name } } }';

/** Doha's region id, read from the served list as a storefront would. */
async function regionId(code: string): Promise<number> {
  const { data } = await gql(COUNTRY, { id: 'QA' });
  return (data?.country.available_regions as { id: number; code: string }[]).find((region) => region.code === code)!.id;
}

async function homeAddress(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Maryam',
    lastname: 'Al-Kuwari',
    telephone: '+974 5512 3456',
    street: ['Street 850, Al Sadd', 'Building 12, Flat 3'],
    city: 'Zone 38',
    region: { region_id: await regionId('DA') },
    country_code: 'QA',
    ...overrides,
  };
}

describe('customer', () => {
  it('answers firstname, lastname, e-mail, the mobile number and the addresses', async () => {
    const { data, errors } = await gql(CUSTOMER, {}, { token: maryam });
    expect(errors).toBeUndefined();
    expect(data?.customer).toEqual({
      firstname: 'Maryam',
      lastname: 'Al-Kuwari',
      email: 'maryam@example.qa',
      country_prefix: '974',
      telephone: '55123456',
      default_shipping: null,
      addresses: [],
    });
    expect((await gql(CUSTOMER, {}, { token: khalid })).data?.customer).toMatchObject({ country_prefix: null, telephone: null });
  });
});

describe('updateCustomerV2', () => {
  it('changes the name; letters of any script, hyphens and apostrophes are welcome', async () => {
    const renamed = await gql(UPDATE_NAME, { input: { firstname: 'مريم', lastname: "O'Neil-Al Kuwari" } }, { token: maryam });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateCustomerV2.customer).toEqual({ firstname: 'مريم', lastname: "O'Neil-Al Kuwari", email: 'maryam@example.qa' });
    const lastOnly = await gql(UPDATE_NAME, { input: { lastname: 'Al-Kuwari' } }, { token: maryam });
    expect(lastOnly.data?.updateCustomerV2.customer).toMatchObject({ firstname: 'مريم', lastname: 'Al-Kuwari' });
  });

  it('refuses names outside the rule, empty names, other fields and guests, changing nothing', async () => {
    for (const input of [{ firstname: 'R2-D2' }, { lastname: '<script>' }, { firstname: 'x'.repeat(65) }]) {
      const error = firstError(await gql(UPDATE_NAME, { input }, { token: khalid }));
      expect(error.message).toBe('Only letters, hyphens, and apostrophes are allowed in the name field');
      expect(error.extensions?.category).toBe('graphql-input');
    }
    expect(firstError(await gql(UPDATE_NAME, { input: { firstname: '  ' } }, { token: khalid })).message).toBe('Field is Required');
    expect(firstError(await gql(UPDATE_NAME, { input: {} }, { token: khalid })).message).toBe('"input" value should be specified');
    expect(firstError(await gql(UPDATE_NAME, { input: { firstname: 'Khalid', gender: 1 } }, { token: khalid })).message).toBe(
      '"gender" is not used by this store.',
    );
    expect(firstError(await gql(UPDATE_NAME, { input: { firstname: 'Guest' } })).extensions?.category).toBe('graphql-authorization');
    expect((await gql(CUSTOMER, {}, { token: khalid })).data?.customer).toMatchObject({ firstname: 'Khalid', lastname: 'Saad' });
  });
});

describe('country and regions', () => {
  it('serves Qatar with its municipalities, named in the store language', async () => {
    const english = await gql(COUNTRY, { id: 'QA' });
    expect(english.data?.country).toMatchObject({ id: 'QA', full_name_locale: 'Qatar', full_name_english: 'Qatar' });
    const names = (english.data?.country.available_regions as { name: string; code: string }[]).map((region) => region.name);
    expect(names).toEqual(expect.arrayContaining(['Doha', 'Al Rayyan', 'Al Wakrah', 'Al Shamal', 'Umm Salal', 'Al Daayen', 'Al Shahaniya']));
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const arabic = await gql(COUNTRY, { id: 'QA' }, { store: 'ar' });
    expect(arabic.data?.country.full_name_locale).toBe('قطر');
    expect((arabic.data?.country.available_regions as { name: string }[]).map((region) => region.name)).toContain('الدوحة');
    const countries = await gql('{ countries { id available_regions { code } } }');
    expect(countries.data?.countries).toHaveLength(1);
    expect(countries.data?.countries[0].id).toBe('QA');
  });

  it('answers Magento\'s no-such-entity error for any other country', async () => {
    for (const id of ['AE', 'XX', null]) {
      const error = firstError(await gql(COUNTRY, { id }));
      expect(error).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } });
    }
  });
});

describe('addresses', () => {
  it('creates a Qatar address, normalised, and shows it on the customer in either language', async () => {
    const created = await gql(CREATE, { input: await homeAddress({ default_shipping: true }) }, { token: maryam });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCustomerAddress).toMatchObject({
      firstname: 'Maryam',
      street: ['Street 850, Al Sadd', 'Building 12, Flat 3'],
      city: 'Zone 38',
      telephone: '+97455123456',
      country_code: 'QA',
      region: { region: 'Doha', region_code: 'DA' },
      default_shipping: true,
      default_billing: false,
      postcode: null,
    });
    const id = created.data?.createCustomerAddress.id as number;
    const english = await gql(CUSTOMER, {}, { token: maryam });
    expect(english.data?.customer.default_shipping).toBe(String(id));
    expect(english.data?.customer.addresses).toHaveLength(1);
    const arabic = await gql(CUSTOMER, {}, { token: maryam, store: 'ar' });
    expect(arabic.data?.customer.addresses[0].region.region).toBe('الدوحة');
  });

  it('moves default_shipping to the address that claims it', async () => {
    const second = await gql(CREATE, { input: await homeAddress({ city: 'Al Waab', region: { region_code: 'RA' }, default_shipping: true }) }, { token: maryam });
    const secondId = second.data?.createCustomerAddress.id as number;
    const { data } = await gql(CUSTOMER, {}, { token: maryam });
    const addresses = data?.customer.addresses as { id: number; default_shipping: boolean }[];
    expect(addresses.filter((address) => address.default_shipping).map((address) => address.id)).toEqual([secondId]);
    expect(data?.customer.default_shipping).toBe(String(secondId));
  });

  it('updates only the fields given and validates the result', async () => {
    const created = await gql(CREATE, { input: await homeAddress({ city: 'Old Airport' }) }, { token: maryam });
    const id = created.data?.createCustomerAddress.id as number;
    const updated = await gql(UPDATE, { id, input: { city: 'Al Hilal', region: { region_code: 'WA' }, street: ['Street 5', 'Villa 9'] } }, { token: maryam });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateCustomerAddress).toMatchObject({
      id,
      city: 'Al Hilal',
      street: ['Street 5', 'Villa 9'],
      region: { region: 'Al Wakrah', region_code: 'WA' },
      firstname: 'Maryam',
      telephone: '+97455123456',
    });
    const refused = firstError(await gql(UPDATE, { id, input: { telephone: '1234' } }, { token: maryam }));
    expect(refused).toMatchObject({ message: 'Invalid Phone Number', extensions: { category: 'graphql-input' } });
    const unchanged = (await gql(CUSTOMER, {}, { token: maryam })).data?.customer.addresses.find((a: { id: number }) => a.id === id);
    expect(unchanged.telephone).toBe('+97455123456');
  });

  it('validates every field with clear messages and stores nothing on failure', async () => {
    const before = ((await gql(CUSTOMER, {}, { token: khalid })).data?.customer.addresses as unknown[]).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: 'R2-D2' }, 'Only letters, hyphens, and apostrophes are allowed in the name field'],
      [{ lastname: '' }, '"lastname" is required. Enter and try again.'],
      [{ firstname: '   ' }, '"firstname" is required. Enter and try again.'],
      [{ telephone: '+971 50 123 4567' }, 'Invalid Phone Number'],
      [{ telephone: null }, '"telephone" is required. Enter and try again.'],
      [{ street: [] }, '"street" is required. Enter and try again.'],
      [{ street: ['Street 850', ''] }, '"street" is required. Enter and try again.'],
      [{ street: ['a', 'b', 'c'] }, '"Street Address" cannot contain more than 2 lines.'],
      [{ street: ['x'.repeat(101), 'b'] }, '"street" can hold at most 100 characters.'],
      [{ city: '' }, '"city" is required. Enter and try again.'],
      [{ region: null }, '"regionId" is required. Enter and try again.'],
      [{ region: {} }, '"regionId" is required. Enter and try again.'],
      [{ region: { region_id: 999 } }, 'Invalid value of "999" provided for the regionId field.'],
      [{ region: { region_code: 'NY' } }, 'Invalid value of "NY" provided for the regionId field.'],
      [{ country_code: 'AE' }, 'Invalid value of "AE" provided for the countryId field.'],
      [{ company: 'ACME' }, '"company" is not used by this store.'],
    ];
    for (const [overrides, message] of cases) {
      const error = firstError(await gql(CREATE, { input: await homeAddress(overrides) }, { token: khalid }));
      expect(error.message, JSON.stringify(overrides)).toBe(message);
      expect(error.extensions?.category).toBe('graphql-input');
    }
    expect(((await gql(CUSTOMER, {}, { token: khalid })).data?.customer.addresses as unknown[]).length).toBe(before);
  });

  it('deletes an address; the default one only after the default moved, as Magento does', async () => {
    const created = await gql(CREATE, { input: await homeAddress({ default_shipping: true }) }, { token: khalid });
    const id = created.data?.createCustomerAddress.id as number;
    const refused = firstError(await gql(DELETE, { id }, { token: khalid }));
    expect(refused).toMatchObject({
      message: `Customer Address ${id} is set as default shipping address and can not be deleted`,
      extensions: { category: 'graphql-input' },
    });
    await gql(UPDATE, { id, input: { default_shipping: false } }, { token: khalid });
    const deleted = await gql(DELETE, { id }, { token: khalid });
    expect(deleted).toEqual({ data: { deleteCustomerAddress: true } });
    const again = firstError(await gql(DELETE, { id }, { token: khalid }));
    expect(again).toMatchObject({ message: `Could not find a address with ID "${id}"`, extensions: { category: 'graphql-no-such-entity' } });
  });

  it("never lets a customer read, change or delete another customer's address", async () => {
    const mine = await gql(CREATE, { input: await homeAddress() }, { token: maryam });
    const id = mine.data?.createCustomerAddress.id as number;
    const expected = { message: `Could not find a address with ID "${id}"`, extensions: { category: 'graphql-no-such-entity' } };
    expect(firstError(await gql(UPDATE, { id, input: { city: 'Stolen' } }, { token: khalid }))).toMatchObject(expected);
    expect(firstError(await gql(DELETE, { id }, { token: khalid }))).toMatchObject(expected);
    const khalidsView = (await gql(CUSTOMER, {}, { token: khalid })).data?.customer.addresses as { id: number }[];
    expect(khalidsView.map((address) => address.id)).not.toContain(id);
    const stillThere = (await gql(CUSTOMER, {}, { token: maryam })).data?.customer.addresses.find((a: { id: number }) => a.id === id);
    expect(stillThere.city).toBe('Zone 38');
    for (const unknown of [0, -1, 2_147_483_647]) {
      expect(firstError(await gql(DELETE, { id: unknown }, { token: khalid })).extensions?.category).toBe('graphql-no-such-entity');
    }
  });

  it('needs a customer token for every address mutation', async () => {
    for (const [query, variables] of [
      [CREATE, { input: await homeAddress() }],
      [UPDATE, { id: 1, input: { city: 'X' } }],
      [DELETE, { id: 1 }],
    ] as const) {
      expect(firstError(await gql(query, variables)).extensions?.category).toBe('graphql-authorization');
      expect(firstError(await gql(query, variables, { token: 'not-a-token' })).extensions?.category).toBe('graphql-authorization');
    }
  });

  it('caps the saved addresses of one account', async () => {
    const token = await registerCustomer(backend, { email: 'collector@example.qa' });
    for (let i = 0; i < 20; i++) expect((await gql(CREATE, { input: await homeAddress() }, { token })).errors).toBeUndefined();
    expect(firstError(await gql(CREATE, { input: await homeAddress() }, { token })).message).toBe('You can save at most 20 addresses.');
  });
});
