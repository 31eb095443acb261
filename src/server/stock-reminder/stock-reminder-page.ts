/**
 * The stock reminder's own page, `/{locale}/stock-reminder?sku=…`: where the product page's "Notify me" link leads
 * a shopper without JavaScript (with it, the island opens its dialog over the product page instead). The dialog's
 * steps, each a plain form posting the same Action (answered 303 back here, src/server/forms/form-result.ts): a
 * signed-in customer confirms with one button; a guest has a code sent to a mobile number, verifies it, then
 * confirms. The page says whom the reminder goes to, so it is personal: `private, no-store`, never cached.
 *
 * A link naming no usable SKU is a 400 page, a product the store does not sell a 404, and one in stock needs no
 * reminder: 409, with the way to it. A variant of a configurable product is not sold (nor found) on its own: its
 * link names its product too (`&product=<url key>`), and the variant is found among that product's.
 */
import type { AstroGlobal } from 'astro';
import { actions, type ActionError } from 'astro:actions';
import { getT, localePath, productPath, type Locale } from '@/lib/i18n/index.ts';
import { PERSONAL_CACHE_CONTROL } from '@/server/cache/cache-control.ts';
import { postedFields } from '@/server/forms/form-result.ts';
import { skuField } from '@/server/forms/sku-field.ts';
import { urlKeyParam } from '@/lib/route-params.ts';
import { variantQuery } from '@/domain/variant-choice.ts';
import { formFailure } from '@/server/forms/form-failure.ts';
import { reminderContact, VERIFY_PHONE_FIRST } from './stock-reminder-steps.ts';

/**
 * The product a reminder is for; `path` is its page in the shopper's language (a variant's address for a variant),
 * `productUrlKey` a variant's configurable product.
 */
export type ReminderProduct = { sku: string; name: string; path: string; productUrlKey?: string };

/** The reminder's page for the product (a variant: with its configurable product's url key): where the product page's control leads without JavaScript. */
export function stockReminderPath(locale: Locale, sku: string, productUrlKey?: string): string {
  const query = new URLSearchParams({ sku, ...(productUrlKey ? { product: productUrlKey } : {}) });
  return `${localePath(locale, '/stock-reminder')}?${query.toString()}`;
}

type ReminderTarget = { product: ReminderProduct; inStock: boolean };

/** The variant `sku` of the configurable product `urlKey`, or null when it has no such variant. */
async function findVariant(context: StockReminderPageContext, locale: Locale, sku: string, urlKey: string): Promise<ReminderTarget | null> {
  const product = await context.locals.commerce.getProduct(urlKey);
  const variant = product?.variants.find((candidate) => candidate.sku === sku);
  if (!product || !variant) return null;
  const path = productPath(locale, product.urlKey, variantQuery(product.options, variant.choice));
  return { product: { sku, name: variant.name, path, productUrlKey: product.urlKey }, inStock: variant.status === 1 };
}

/** The simple product `sku`, or null when the store does not sell it. */
async function findProduct(context: StockReminderPageContext, locale: Locale, sku: string): Promise<ReminderTarget | null> {
  const { items } = await context.locals.commerce.listProducts({ skus: [sku], pageSize: 1 });
  const card = items.find((item) => item.sku === sku);
  if (!card) return null;
  return { product: { sku, name: card.name, path: productPath(locale, card.urlKey) }, inStock: card.status === 1 };
}

export type ReminderPageStep =
  | { kind: 'customer'; email: string }
  | { kind: 'verified-phone'; telephone: string }
  | { kind: 'phone'; telephone: string; fieldError: string | null }
  | { kind: 'code'; telephone: string; hash: string; fieldError: string | null }
  | { kind: 'saved'; message: string };

export type StockReminderPage =
  | { kind: 'refused'; status: 400 | 404 | 409; product: ReminderProduct | null }
  | {
      kind: 'steps';
      status: number;
      product: ReminderProduct;
      step: ReminderPageStep;
      /** What was refused, in the shopper's language. */
      formError: string | null;
      /** Good news of the last post that is not a step of its own (the number verified). */
      notice: string | null;
    };

/** What the page needs of Astro's page context. */
export type StockReminderPageContext = Pick<AstroGlobal, 'getActionResult' | 'url' | 'request' | 'response' | 'cookies' | 'locals'>;

type StepAnswer = { step: ReminderPageStep; formError: string | null; notice: string | null; status: number };

/** Asks for a number even when this guest verified one (the page's "Use another number" link). */
export const NEW_NUMBER_PARAM = 'number';

/**
 * The step whom the reminder would go to now: the signed-in customer, a number this guest verified (unless they
 * asked to use another), or a new number.
 */
async function contactStep(context: StockReminderPageContext): Promise<ReminderPageStep> {
  const contact = await reminderContact(context);
  if (contact.kind === 'customer') return { kind: 'customer', email: contact.email };
  const anotherNumber = context.url.searchParams.get(NEW_NUMBER_PARAM) === 'new';
  if (contact.kind === 'verified-phone' && !anotherNumber) return { kind: 'verified-phone', telephone: contact.telephone };
  return { kind: 'phone', telephone: '', fieldError: null };
}

/** The step to show, after the form posted last (if any) and whatever it answered. */
async function currentStep(context: StockReminderPageContext, locale: Locale): Promise<StepAnswer> {
  const t = getT(locale);
  const reminder = context.getActionResult(actions.engagement.stockReminder);
  if (reminder?.data) return { step: { kind: 'saved', message: reminder.data.message }, formError: null, notice: null, status: 200 };
  const codeRequest = context.getActionResult(actions.engagement.requestGuestPhoneCode);
  if (codeRequest?.data) {
    const { telephone, hash } = codeRequest.data;
    return { step: { kind: 'code', telephone, hash, fieldError: null }, formError: null, notice: null, status: 200 };
  }
  const codeCheck = context.getActionResult(actions.engagement.verifyGuestPhone);
  const failure = formFailure(reminder ?? codeRequest ?? codeCheck, locale, 'engagement:stockReminder.failed');
  const posted = postedFields(context.request);
  const typed = posted.get('telephone') ?? '';
  if (codeRequest && failure) {
    const step = { kind: 'phone' as const, telephone: typed, fieldError: failure.fieldErrors.telephone ?? null };
    return { step, formError: failure.formError, notice: null, status: failure.status };
  }
  if (codeCheck && failure) {
    const hash = posted.get('hash') ?? '';
    const broken = failure.fieldErrors.hash ?? failure.fieldErrors.telephone;
    // A code step whose number or handle no longer holds (edited by hand) starts again from the number.
    const step: ReminderPageStep =
      !hash || !typed || broken
        ? { kind: 'phone', telephone: typed, fieldError: null }
        : { kind: 'code', telephone: typed, hash, fieldError: failure.fieldErrors.otp ?? null };
    return { step, formError: broken ?? failure.formError, notice: null, status: failure.status };
  }
  const step = await contactStep(context);
  if (reminder && failure) {
    // No proof of a number (any more): the guest verifies one first, as the refusal says.
    const noProof = (reminder.error as ActionError).code === VERIFY_PHONE_FIRST;
    return { step, formError: noProof ? t('account:stockReminder.verifyFirst') : failure.formError, notice: null, status: failure.status };
  }
  const notice = codeCheck?.data ? t('engagement:stockReminder.page.verified') : null;
  return { step, formError: null, notice, status: 200 };
}

/** The page's state; sets its status and its `private, no-store` policy on the response. */
export async function loadStockReminderPage(context: StockReminderPageContext, locale: Locale): Promise<StockReminderPage> {
  context.response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  const page = await pageState(context, locale);
  context.response.status = page.status;
  return page;
}

async function pageState(context: StockReminderPageContext, locale: Locale): Promise<StockReminderPage> {
  const sku = skuField.safeParse(context.url.searchParams.get('sku') ?? '');
  if (!sku.success) return { kind: 'refused', status: 400, product: null };
  const rawProduct = context.url.searchParams.get('product');
  const productUrlKey = rawProduct === null ? null : urlKeyParam(rawProduct);
  if (rawProduct !== null && !productUrlKey) return { kind: 'refused', status: 400, product: null };
  const target = productUrlKey ? await findVariant(context, locale, sku.data, productUrlKey) : await findProduct(context, locale, sku.data);
  if (!target) return { kind: 'refused', status: 404, product: null };
  if (target.inStock) return { kind: 'refused', status: 409, product: target.product };
  return { kind: 'steps', product: target.product, ...(await currentStep(context, locale)) };
}
