/**
 * `npm run editor -- <command>`: a small command line over the backend's Magento admin REST API, to try what an
 * editor's tools do (see backend/README.md "Admin API"). The backend announces every change to the storefronts
 * it is wired to, so under `npm start` it shows on the cached pages within seconds. `npm run editor -- --help`
 * lists the commands.
 *
 * Backend: COMMERCE_URL, else http://127.0.0.1:$BACKEND_PORT (4000). Credentials: BACKEND_ADMIN_USER (admin) and
 * BACKEND_ADMIN_PASSWORD (in development the backend's default, matjar-admin-dev).
 */
import { readFile } from 'node:fs/promises';

const HELP = `Matjar editor: changes the store through the backend's admin REST API.

Usage: npm run editor -- <command> [arguments]

Products
  show <sku> [ar|en|all]                   print a product (price, sale, stock, texts of the store view); a
                                           configurable product lists its variants (SKU, options, price, stock)
  price <sku> <price>                      set the regular price (QAR)
  sale <sku> <price|none> [from] [to]      set or remove the special price; dates YYYY-MM-DD or "YYYY-MM-DD HH:MM:SS" (UTC)
  stock <sku> <qty>                        set the quantity in stock (0 = out of stock)
  status <sku> <enabled|disabled>          show or hide a product
  rename <sku> <ar|en> "<name>"            rename a product in one store view
  spec <sku> <code> <value|none> [ar|en]   set a specification (attribute) of a product: an option by its label
                                           or value ("16 GB" or 94, several joined by commas), a number, yes/no, a
                                           text (per store view when ar or en is given); none removes it
  attribute <code> [ar|en]                 print an attribute: type, flags, unit and options with their values

CMS blocks
  blocks                                   list the CMS blocks
  block <identifier>                       print a block
  block <identifier> --file <path>         replace a block's content with a file's
  block <identifier> --active <yes|no>     enable or disable a block
  banner <ar|en> <one|two|three|four> <n> "<text>"
                                           set the text of the n-th banner (from 1) of a home banner block
                                           (one = main slider, two = top, three = middle, four = bottom)

Contact messages
  messages [page]                          print the contact form's messages, newest first, 20 a page

Reviews (new reviews wait as pending until approved)
  reviews [pending|approved|rejected|all]  list reviews (default: pending), oldest first
  approve <review id>                      show a review on its product's pages
  reject <review id>                       keep a review off the store (or take an approved one down)

Configuration
  topbar <ar|en|all> "<text>"              set the announcement bar's text (all = the default of both)
  express-price <price>                    set the express delivery price (QAR)
  config [ar|en|all]                       print the PWA configuration

Environment: COMMERCE_URL or BACKEND_PORT (backend, default http://127.0.0.1:4000),
BACKEND_ADMIN_USER (default admin), BACKEND_ADMIN_PASSWORD (default matjar-admin-dev in development).

A variant of a configurable product (e.g. APPL-1001, the iPhone 15 in black, 128GB) takes price, sale and stock
by its own SKU; its product's pages and listings show the change.

Examples
  npm run editor -- show APPL-IPHONE-15 en
  npm run editor -- price APPL-1001 2999
  npm run editor -- rename APPL-1001 en "iPhone 15, black, 128 GB"
  npm run editor -- spec SAMS-1274 screen_size 85
  npm run editor -- spec APPL-MACBOOK-AIR-13-M3 processor "Apple M3"
  npm run editor -- reviews
  npm run editor -- approve 42
  npm run editor -- banner ar one 1 "عروض نهاية الأسبوع"
  npm run editor -- topbar en "Free delivery this weekend"`;

class UsageError extends Error {}

const backendUrl = (process.env.COMMERCE_URL || `http://127.0.0.1:${process.env.BACKEND_PORT || '4000'}`).replace(/\/$/, '');
const credentials = {
  username: process.env.BACKEND_ADMIN_USER || 'admin',
  password: process.env.BACKEND_ADMIN_PASSWORD || 'matjar-admin-dev',
};

/** Magento's `%1` / `%name` placeholders filled from the error's parameters. */
function magentoMessage(body: unknown): string {
  const { message, parameters } = (body ?? {}) as { message?: string; parameters?: unknown };
  if (typeof message !== 'string') return JSON.stringify(body);
  return message.replace(/%(\w+)/g, (whole, key: string) => {
    const value = Array.isArray(parameters) ? parameters[Number(key) - 1] : (parameters as Record<string, unknown> | undefined)?.[key];
    return value === undefined ? whole : String(value);
  });
}

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${backendUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(`the backend at ${backendUrl} does not answer (${(error as Error).message}); is it running (npm start)?`, { cause: error });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with something that is not JSON`);
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${magentoMessage(json)}`);
  return json as T;
}

let token: string | undefined;
async function admin<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  token ??= await call<string>('POST', '/rest/V1/integration/admin/token', credentials);
  return call<T>(method, path, body, token);
}

interface Product {
  sku: string;
  name: string;
  price: number;
  status: number;
  type_id: string;
  custom_attributes: Array<{ attribute_code: string; value: unknown }>;
  extension_attributes: {
    stock_item: { qty: number; is_in_stock: boolean };
    configurable_product_options?: Array<{ attribute_id: string; label: string; values: Array<{ value_index: number }> }>;
  };
}

interface ContactMessage {
  id: number;
  store_code: string;
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  created_at: string;
}

interface Block {
  id: number;
  identifier: string;
  title: string;
  content: string;
  active: boolean;
}

interface Review {
  id: number;
  sku: string | null;
  store_code: string;
  nickname: string;
  summary: string;
  text: string;
  status: string;
  average_rating: number;
  created_at: string;
}

function printReview(review: Review): void {
  console.log(`#${review.id} ${review.status} ${review.sku ?? '-'} (${review.store_code}) ${review.created_at} ${review.average_rating / 20}/5 by ${review.nickname}`);
  console.log(`  ${review.summary}: ${review.text.replace(/\s+/g, ' ').slice(0, 160)}`);
}

function reviewId(value: string | undefined): string {
  const id = need(value, 'review id');
  if (!/^\d+$/.test(id)) throw new UsageError(`review id must be a number, not "${id}"`);
  return id;
}

const productPath = (scope: string, sku: string) => `/rest/${scope}/V1/products/${encodeURIComponent(sku)}`;

function need(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing ${what}`);
  return value;
}

function amount(value: string | undefined, what: string): number {
  const text = need(value, what);
  if (!/^\d+(\.\d{1,4})?$/.test(text)) throw new UsageError(`${what} must be a number such as 2999 or 2999.50, not "${text}"`);
  return Number(text);
}

function storeView(value: string | undefined, allowAll = false): string {
  const scope = need(value, allowAll ? 'store view (ar, en or all)' : 'store view (ar or en)');
  if (scope === 'ar' || scope === 'en' || (allowAll && scope === 'all')) return scope;
  throw new UsageError(`store view must be ar, en${allowAll ? ' or all' : ''}, not "${scope}"`);
}

function printProduct(product: Product, scope: string): void {
  const attribute = (code: string) => product.custom_attributes.find((a) => a.attribute_code === code)?.value;
  const stock = product.extension_attributes.stock_item;
  console.log(`${product.sku} (${scope}): ${product.name}`);
  console.log(`  price ${product.price} QAR, ${product.status === 1 ? 'enabled' : 'disabled'}, ` +
    `${stock.is_in_stock ? `in stock (${stock.qty})` : 'out of stock'}`);
  const special = attribute('special_price');
  if (special !== undefined) console.log(`  special price ${special} from ${attribute('special_from_date') ?? '-'} to ${attribute('special_to_date') ?? '-'}`);
  const options = ['color', 'capacity'].flatMap((code) => (attribute(code) === undefined ? [] : [`${code} ${String(attribute(code))}`]));
  if (options.length > 0) console.log(`  ${options.join(', ')}`);
}

/** A configurable product's variants, each as `show` prints a product. */
async function printVariants(product: Product, scope: string): Promise<void> {
  const options = product.extension_attributes.configurable_product_options ?? [];
  console.log(`  varies by ${options.map((option) => `${option.label} (${option.values.map((value) => value.value_index).join(', ')})`).join(' and ')}`);
  const children = await admin<Product[]>('GET', `/rest/${scope}/V1/configurable-products/${encodeURIComponent(product.sku)}/children`);
  for (const child of children) printProduct(child, scope);
}

interface ProductAttribute {
  attribute_code: string;
  frontend_input: string;
  backend_type: string;
  default_frontend_label: string;
  frontend_labels: Array<{ store_id: number; label: string }>;
  is_filterable: boolean;
  is_comparable: string;
  is_visible_on_front: string;
  is_searchable: string;
  options: Array<{ label: string; value: string; store_labels?: Array<{ store_id: number; label: string }> }>;
  extension_attributes: { group: { label: string } | null; unit: { code: string | null; store_labels: Array<{ store_id: number; label: string }> } | null };
}

/**
 * What the API takes for a specification typed by an editor: a select's options by label (in any store view) or
 * value, joined by commas for several; yes/no; the rest as typed.
 */
function attributeValue(attribute: ProductAttribute, typed: string): string | null {
  if (typed === 'none') return null;
  if (attribute.frontend_input === 'boolean') {
    if (/^(yes|1|true|نعم)$/i.test(typed)) return '1';
    if (/^(no|0|false|لا)$/i.test(typed)) return '0';
    throw new UsageError(`${attribute.attribute_code} is yes or no, not "${typed}"`);
  }
  if (attribute.frontend_input !== 'select' && attribute.frontend_input !== 'multiselect') return typed;
  return typed.split(',').map((part) => {
    const wanted = part.trim().toLowerCase();
    const option = attribute.options.find((candidate) => candidate.value === wanted || candidate.label.toLowerCase() === wanted
      || candidate.store_labels?.some((label) => label.label.toLowerCase() === wanted));
    if (!option) throw new UsageError(`${attribute.attribute_code} has no option "${part.trim()}" (npm run editor -- attribute ${attribute.attribute_code} lists them)`);
    return option.value;
  }).join(',');
}

async function findBlock(identifier: string): Promise<Block> {
  const query = new URLSearchParams({
    'searchCriteria[filterGroups][0][filters][0][field]': 'identifier',
    'searchCriteria[filterGroups][0][filters][0][value]': identifier,
  });
  const found = await admin<{ items: Block[] }>('GET', `/rest/V1/cmsBlock/search?${query}`);
  const block = found.items[0];
  if (!block) throw new Error(`there is no CMS block "${identifier}" (npm run editor -- blocks lists them)`);
  return block;
}

async function saveBlock(block: Block, changes: Partial<Block>): Promise<Block> {
  return admin<Block>('PUT', `/rest/V1/cmsBlock/${block.id}`, { block: { ...block, ...changes } });
}

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      console.log(HELP);
      return;
    case 'show': {
      const scope = rest[1] === undefined ? 'all' : storeView(rest[1], true);
      const product = await admin<Product>('GET', productPath(scope, need(rest[0], 'SKU')));
      printProduct(product, scope);
      if (product.type_id === 'configurable') await printVariants(product, scope);
      return;
    }
    case 'price': {
      const product = await admin<Product>('PUT', productPath('all', need(rest[0], 'SKU')), { product: { price: amount(rest[1], 'price') } });
      console.log(`${product.sku}: price is now ${product.price} QAR`);
      return;
    }
    case 'sale': {
      const sku = need(rest[0], 'SKU');
      const remove = rest[1] === 'none';
      const custom_attributes = [
        { attribute_code: 'special_price', value: remove ? null : amount(rest[1], 'special price (or none)') },
        ...(remove || rest[2] !== undefined ? [{ attribute_code: 'special_from_date', value: remove ? null : rest[2] }] : []),
        ...(remove || rest[3] !== undefined ? [{ attribute_code: 'special_to_date', value: remove ? null : rest[3] }] : []),
      ];
      printProduct(await admin<Product>('PUT', productPath('all', sku), { product: { custom_attributes } }), 'all');
      return;
    }
    case 'stock': {
      const qty = need(rest[1], 'quantity');
      if (!/^\d+$/.test(qty)) throw new UsageError(`quantity must be a whole number, not "${qty}"`);
      const product = await admin<Product>('PUT', productPath('all', need(rest[0], 'SKU')), {
        product: { extension_attributes: { stock_item: { qty: Number(qty) } } },
      });
      const stock = product.extension_attributes.stock_item;
      console.log(`${product.sku}: ${stock.is_in_stock ? `${stock.qty} in stock` : 'out of stock'}`);
      return;
    }
    case 'status': {
      const state = need(rest[1], 'status (enabled or disabled)');
      if (state !== 'enabled' && state !== 'disabled') throw new UsageError(`status must be enabled or disabled, not "${state}"`);
      const product = await admin<Product>('PUT', productPath('all', need(rest[0], 'SKU')), { product: { status: state === 'enabled' ? 1 : 2 } });
      console.log(`${product.sku}: ${product.status === 1 ? 'enabled' : 'disabled'}`);
      return;
    }
    case 'rename': {
      const sku = need(rest[0], 'SKU');
      const scope = storeView(rest[1]);
      const product = await admin<Product>('PUT', productPath(scope, sku), { product: { name: need(rest[2], 'name') } });
      console.log(`${product.sku} (${scope}): now named "${product.name}"`);
      return;
    }
    case 'spec': {
      const sku = need(rest[0], 'SKU');
      const code = need(rest[1], 'attribute code');
      const scope = rest[3] === undefined ? 'all' : storeView(rest[3]);
      const attribute = await admin<ProductAttribute>('GET', `/rest/${scope}/V1/products/attributes/${encodeURIComponent(code)}`);
      const value = attributeValue(attribute, need(rest[2], 'value (or none)'));
      const product = await admin<Product>('PUT', productPath(scope, sku), { product: { custom_attributes: [{ attribute_code: code, value }] } });
      const saved = product.custom_attributes.find((entry) => entry.attribute_code === code)?.value;
      const label = (value: string) => attribute.options.find((option) => option.value === value)?.label ?? value;
      const shown = saved === undefined ? 'not set' : String(saved).split(',').map(label).join(', ');
      console.log(`${product.sku} (${scope}): ${attribute.default_frontend_label} is now ${shown}`);
      return;
    }
    case 'attribute': {
      const scope = rest[1] === undefined ? 'all' : storeView(rest[1]);
      const attribute = await admin<ProductAttribute>('GET', `/rest/${scope}/V1/products/attributes/${encodeURIComponent(need(rest[0], 'attribute code'))}`);
      const flags = [
        attribute.is_visible_on_front === '1' ? 'on the product page' : null, attribute.is_filterable ? 'a filter' : null,
        attribute.is_comparable === '1' ? 'compared' : null, attribute.is_searchable === '1' ? 'searched' : null,
      ].filter(Boolean).join(', ');
      const unit = attribute.extension_attributes.unit?.store_labels.map((label) => label.label).join(' / ');
      console.log(`${attribute.attribute_code}: ${[attribute.default_frontend_label, ...attribute.frontend_labels.map((label) => label.label)].join(' / ')}`);
      console.log(`  ${attribute.frontend_input} (${attribute.backend_type})${unit ? ` in ${unit}` : ''}, group ${attribute.extension_attributes.group?.label ?? '-'}; ${flags || 'not shown'}`);
      for (const option of attribute.options) console.log(`  ${option.value.padStart(6)}  ${[option.label, ...(option.store_labels ?? []).map((label) => label.label)].join(' / ')}`);
      return;
    }
    case 'blocks': {
      const all = await admin<{ items: Block[]; total_count: number }>('GET', '/rest/V1/cmsBlock/search?searchCriteria[pageSize]=100');
      for (const block of all.items) console.log(`${String(block.id).padStart(4)}  ${block.identifier.padEnd(28)} ${block.active ? 'active  ' : 'disabled'}  ${block.title}`);
      return;
    }
    case 'block': {
      const block = await findBlock(need(rest[0], 'block identifier'));
      const option = rest[1];
      if (option === undefined) {
        console.log(`#${block.id} ${block.identifier} "${block.title}" (${block.active ? 'active' : 'disabled'})\n${block.content}`);
        return;
      }
      if (option === '--file') {
        const content = await readFile(need(rest[2], 'file path'), 'utf8');
        await saveBlock(block, { content });
        console.log(`${block.identifier}: content replaced`);
        return;
      }
      if (option === '--active') {
        const value = need(rest[2], 'yes or no');
        if (value !== 'yes' && value !== 'no') throw new UsageError(`--active takes yes or no, not "${value}"`);
        await saveBlock(block, { active: value === 'yes' });
        console.log(`${block.identifier}: ${value === 'yes' ? 'enabled' : 'disabled'}`);
        return;
      }
      throw new UsageError(`unknown option "${option}" for block`);
    }
    case 'banner': {
      const lang = storeView(rest[0]);
      const position = need(rest[1], 'banner block (one, two, three or four)');
      if (!['one', 'two', 'three', 'four'].includes(position)) throw new UsageError(`banner block must be one, two, three or four, not "${position}"`);
      const index = Number(need(rest[2], 'banner number'));
      const text = need(rest[3], 'banner text');
      const block = await findBlock(`pwa_home_${position}_${lang}`);
      const content = JSON.parse(block.content) as { banners: Array<{ name: string; image_alt?: string | null }> };
      const banner = Number.isInteger(index) ? content.banners[index - 1] : undefined;
      if (!banner) throw new UsageError(`${block.identifier} has ${content.banners.length} banner(s); pick a number from 1 to ${content.banners.length}`);
      // The alternative text followed the name: keep it describing the banner.
      if (!banner.image_alt || banner.image_alt === banner.name) banner.image_alt = text;
      banner.name = text;
      await saveBlock(block, { content: JSON.stringify(content) });
      console.log(`${block.identifier}: banner ${index} now reads "${text}"`);
      return;
    }
    case 'messages': {
      const page = rest[0] ?? '1';
      if (!/^[1-9]\d{0,3}$/.test(page)) throw new UsageError(`page must be a number from 1, not "${page}"`);
      const found = await admin<{ items: ContactMessage[]; total_count: number }>('GET', `/rest/V1/contact-messages?pageSize=20&currentPage=${page}`);
      console.log(`${found.total_count} message${found.total_count === 1 ? '' : 's'}`);
      for (const message of found.items) {
        const phone = message.telephone ? `, ${message.telephone}` : '';
        console.log(`\n#${message.id} ${message.created_at} UTC (${message.store_code}) ${message.name} <${message.email}>${phone}\n${message.comment}`);
      }
      return;
    }
    case 'reviews': {
      const status = rest[0] ?? 'pending';
      if (!['pending', 'approved', 'rejected', 'all'].includes(status)) throw new UsageError(`status must be pending, approved, rejected or all, not "${status}"`);
      const query = status === 'all' ? 'pageSize=100' : `status=${status}&pageSize=100`;
      const found = await admin<{ items: Review[]; total_count: number }>('GET', `/rest/V1/reviews?${query}`);
      for (const review of found.items) printReview(review);
      console.log(`${found.total_count} review(s)${found.total_count > found.items.length ? `, the first ${found.items.length} shown` : ''}`);
      return;
    }
    case 'approve':
    case 'reject': {
      const review = await admin<Review>('PUT', `/rest/V1/reviews/${reviewId(rest[0])}`, { review: { status: command === 'approve' ? 'approved' : 'rejected' } });
      printReview(review);
      return;
    }
    case 'topbar': {
      const scope = storeView(rest[0], true);
      await admin('PUT', `/rest/${scope}/V1/pwa-config`, { config: { top_bar: { text: need(rest[1], 'top bar text') } } });
      console.log(`top bar (${scope}) now reads "${rest[1]}"`);
      return;
    }
    case 'express-price': {
      const price = amount(rest[0], 'express delivery price');
      await admin('PUT', '/rest/all/V1/pwa-config', { config: { express_delivery_with_api: { original_price: price } } });
      console.log(`express delivery now costs ${price} QAR`);
      return;
    }
    case 'config': {
      const scope = rest[0] === undefined ? 'all' : storeView(rest[0], true);
      console.log(JSON.stringify(await admin('GET', `/rest/${scope}/V1/pwa-config`), null, 2));
      return;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) console.error(`editor: ${error.message}\nRun \`npm run editor -- --help\` for the commands.`);
  else console.error(`editor: ${(error as Error).message}`);
  process.exitCode = 1;
}
