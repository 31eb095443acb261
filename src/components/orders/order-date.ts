/** An order's date (Magento's UTC `YYYY-MM-DD HH:MM:SS`) as a shopper in Qatar reads it; '' when it cannot be read. */
import { formatDate } from '@/lib/format.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { parseMagentoDate } from '@/domain/sale.ts';

export function orderDateText(orderDate: string, locale: Locale): string {
  const ms = parseMagentoDate(orderDate);
  return ms === null ? '' : formatDate(ms, locale);
}
