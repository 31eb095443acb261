/** Every price of this shop is in Qatari riyals. */
export const CURRENCY = 'QAR';

/** An amount rounded to the dirham (two places), as Magento rounds prices and totals. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function money(value: number): { value: number; currency: string } {
  return { value: roundMoney(value), currency: CURRENCY };
}

/** Magento's REST decimals travel as text with four places (e.g. "2879.0000"). */
export function magentoDecimal(value: number): string {
  return value.toFixed(4);
}
