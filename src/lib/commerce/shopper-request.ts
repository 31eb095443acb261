/**
 * What the commerce door needs to know about the shopper's own request while it calls the backend on their behalf:
 * their address, so the backend's per-client limits (OTP codes, newsletter…) count each shopper separately instead
 * of one bucket for the whole storefront. The middleware runs every request inside `withShopperRequest`; Node's
 * AsyncLocalStorage carries it to every commerce call the request makes, without threading it through each one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type ShopperRequest = { clientIp: string | null };

const current = new AsyncLocalStorage<ShopperRequest>();

export function withShopperRequest<T>(shopper: ShopperRequest, work: () => T): T {
  return current.run(shopper, work);
}

/** The headers every commerce call carries for the shopper: `X-Forwarded-For` when their address is known. */
export function shopperHeaders(): Record<string, string> {
  const clientIp = current.getStore()?.clientIp;
  return clientIp ? { 'X-Forwarded-For': clientIp } : {};
}
