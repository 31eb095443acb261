/**
 * A purchase end to end through the tier's https front (hitch → Varnish's PROXY listener → a storefront), as a
 * browser without JavaScript sends it, `Origin: https://…` and all: sign-up and sign-in by one-time code, an order
 * paid in cash, and one paid by card at the provider's page and back through its return to the status page. The
 * storefront sees `X-Forwarded-Proto: https` from Varnish (set for the `tls` listener), so every form is accepted,
 * its cookies are `Secure` and its answers carry HSTS; plain http through Varnish carries no HSTS.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOut, payAtProvider, saveAddress, Shopper, signUpByCode, type RequestRecord } from '../../../scripts/lib/storefront-shopper.ts';
import { edgeTierSkipReason, startTestEdgeTier, type TestEdgeTier } from '../../helpers/edge-tier.ts';

if (edgeTierSkipReason) console.warn(`[purchase over https] skipped: ${edgeTierSkipReason}`);

let tier: TestEdgeTier;

beforeAll(async () => {
  if (!edgeTierSkipReason) tier = await startTestEdgeTier({ backendEnv: { BACKEND_OTP_RESEND_SECONDS: '0', BACKEND_OTP_CLIENT_HOURLY_LIMIT: '0', BACKEND_OTP_RECIPIENT_HOURLY_LIMIT: '0' } });
}, 180_000);

afterAll(async () => {
  await tier?.close();
});

function orderStatus(number: string): string | undefined {
  const db = new DatabaseSync(tier.database, { readOnly: true });
  try {
    return (db.prepare('SELECT status FROM orders WHERE increment_id = ?').get(number) as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

function someSku(): string {
  const db = new DatabaseSync(tier.database, { readOnly: true });
  try {
    return (db.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND is_in_stock = 1 AND qty >= 10 ORDER BY id LIMIT 1").get() as { sku: string }).sku;
  } finally {
    db.close();
  }
}

describe.skipIf(edgeTierSkipReason)('a purchase over https', () => {
  it('signs in by code, buys in cash and by card through the provider and back, with Secure cookies and HSTS', async () => {
    const refused: RequestRecord[] = [];
    const shopper = new Shopper(tier.httpsUrl, (sample) => void (sample.ok || refused.push(sample)));

    expect(await signUpByCode(shopper, tier.backendUrl, { email: 'https-buyer@example.qa', telephone: '55998877' }), JSON.stringify(refused)).toBe(true);
    const session = shopper.setCookieLines.find((line) => line.startsWith('customer_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);

    const home = await shopper.send('home', '/en');
    expect(home?.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const overHttp = await fetch(`${tier.httpUrl}/en`);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();

    const addressId = await saveAddress(shopper, tier.backendUrl);
    expect(addressId).not.toBeNull();
    const sku = someSku();

    const cash = await checkOut(shopper, sku, addressId!, 'cashondelivery');
    expect(cash, JSON.stringify(refused)).toMatchObject({ kind: 'placed' });
    if (cash?.kind !== 'placed') return;
    expect(await shopper.send('order success', cash.next)).not.toBeNull();
    expect(orderStatus(cash.orderNumber)).toBe('pending');

    const card = await checkOut(shopper, sku, addressId!, 'aps_fort_cc');
    expect(card, JSON.stringify(refused)).toMatchObject({ kind: 'pay' });
    if (card?.kind !== 'pay') return;
    // The provider sends the shopper back to the https status page (SITE_URL's origin), which answers 200.
    const statusPage = await payAtProvider(shopper, card);
    expect(statusPage, JSON.stringify(refused)).not.toBeNull();
    expect(orderStatus(card.orderNumber)).toBe('processing');
    expect(refused).toEqual([]);
  }, 60_000);
});
