/** Every price of this shop is in Qatari riyals. */
export const CURRENCY = 'QAR';

export function money(value: number): { value: number; currency: string } {
  return { value: Math.round(value * 100) / 100, currency: CURRENCY };
}
