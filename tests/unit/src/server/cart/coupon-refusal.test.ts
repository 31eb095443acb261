import { describe, expect, it, vi } from 'vitest';
import { CommerceCouponRefusedError, CommerceUnavailableError } from '@/lib/commerce/index.ts';
import { couponRefusalMessage, runApplyCoupon } from '@/server/cart/coupon-refusal.ts';

vi.mock('astro:actions', () => ({
  ActionError: class ActionError extends Error {
    code: string;
    constructor({ code, message }: { code: string; message: string }) {
      super(message);
      this.code = code;
    }
  },
}));

const refused = (reason: ConstructorParameters<typeof CommerceCouponRefusedError>[1], minimum: number | null = null) =>
  new CommerceCouponRefusedError('The coupon code "X" is not valid.', reason, minimum);

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('a refused coupon says why', () => {
  it('in English and Arabic, with the minimum in the shopper’s currency format', () => {
    expect(couponRefusalMessage('en', refused('expired'))).toBe('This coupon has expired.');
    expect(couponRefusalMessage('ar', refused('expired'))).toBe('انتهت صلاحية كود الخصم هذا.');
    expect(couponRefusalMessage('en', refused('not_yet_active'))).toBe('This coupon is not active yet.');
    expect(couponRefusalMessage('en', refused('minimum_subtotal', 500))).toBe('This coupon needs a cart subtotal of at least 500 QAR.');
    expect(couponRefusalMessage('ar', refused('minimum_subtotal', 500))).toContain('500');
    // No minimum named: no half sentence.
    expect(couponRefusalMessage('en', refused('minimum_subtotal'))).toBe('');
  });

  it('as the Action’s BAD_REQUEST message; other failures stay what any Action answers', async () => {
    const expired = await failureOf(runApplyCoupon('en', () => Promise.reject(refused('expired'))));
    expect(expired).toMatchObject({ code: 'BAD_REQUEST', message: 'This coupon has expired.' });
    const down = await failureOf(runApplyCoupon('ar', () => Promise.reject(new CommerceUnavailableError('down'))));
    expect(down).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
