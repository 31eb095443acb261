/**
 * A Qatar address's street lines as the shopper reads them, in their language (the plate's words are translated on
 * the server and handed to the islands, which ship no i18next).
 */
import { readAddressStreet } from '@/domain/qatar-address.ts';
import { fillTemplate } from './i18n/fill.ts';

/** The words a shown address uses, in the shopper's language (`account:addresses.shown`). */
export type AddressWords = { plate: string; unit: string; landmark: string };

/** The street lines as the shopper reads them: the plate and landmark in their language, an older address as written. */
export function shownStreetLines(lines: readonly string[], words: AddressWords): string[] {
  const { plate, landmark, other } = readAddressStreet(lines);
  if (!plate) return other;
  const plateLine = fillTemplate(words.plate, { zone: String(plate.zone), street: String(plate.streetNumber), building: String(plate.buildingNumber) });
  return [
    plate.unit ? `${plateLine}${fillTemplate(words.unit, { unit: plate.unit })}` : plateLine,
    ...(landmark ? [fillTemplate(words.landmark, { landmark })] : []),
  ];
}
