/** Order numbers from URLs: Magento increment ids (9 digits here, up to 32 of Magento's characters), nothing else. */
import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_MAX, parseOrderNumber } from '@/server/orders/order-number.ts';

describe('parseOrderNumber', () => {
  it("accepts this store's 9-digit numbers and Magento's prefixed increment ids", () => {
    expect(parseOrderNumber('000000123')).toBe('000000123');
    expect(parseOrderNumber('2-000000123')).toBe('2-000000123');
    expect(parseOrderNumber('QA_100045')).toBe('QA_100045');
    expect(parseOrderNumber('9'.repeat(ORDER_NUMBER_MAX))).toBe('9'.repeat(ORDER_NUMBER_MAX));
  });

  it('refuses anything that cannot be an order number', () => {
    for (const raw of [null, undefined, '', ' ', '9'.repeat(ORDER_NUMBER_MAX + 1), '-000000123', '000 000 123', '../000000123', '000000123/', "1' OR 1=1", '<b>1</b>', '٠٠٠٠٠٠١٢٣', '000000123\n', ' 000000123']) {
      expect(parseOrderNumber(raw), String(raw)).toBeNull();
    }
  });
});
