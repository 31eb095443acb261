/**
 * Qatar addresses as Qatar writes them: the blue plate on every building gives its zone (1–98), street and building
 * numbers; a unit or flat and a nearby landmark complete it. Kept in Magento's street lines, which a real Magento
 * stores as they are and a courier reads in its admin: the plate (and unit) on the first line in the plate's own
 * words, "Zone 38, Street 920, Building 12, Unit 4", the landmark on the second. The storefront reads them back
 * into their parts for the form and for the shopper's language; an older address (a street name, then
 * "Building 12") is shown as it was written.
 */
export type PlateField = 'zone' | 'streetNumber' | 'buildingNumber';

/** The highest number each field of the plate can hold (zones are 1–98; street and building numbers run to 4 digits). */
export const PLATE_MAX: Record<PlateField, number> = { zone: 98, streetNumber: 9999, buildingNumber: 9999 };
/** The longest a unit and a landmark may be. */
export const UNIT_MAX = 20;
export const LANDMARK_MAX = 100;

export type Plate = { zone: number; streetNumber: number; buildingNumber: number; unit: string };
export type QatarStreet = Plate & { landmark: string };

/** Arabic-Indic digits as the Latin ones a plate number is kept in. */
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** A plate number as typed, or null when it is not one. */
export function plateNumber(field: PlateField, typed: string): number | null {
  const digits = latinDigits(typed.trim());
  if (!/^\d{1,4}$/.test(digits)) return null;
  const value = Number(digits);
  return value >= 1 && value <= PLATE_MAX[field] ? value : null;
}

/** Keys of the `validation` locale namespace; null when the number is fine. */
export function plateNumberProblem(field: PlateField, typed: string): 'required' | 'plateNumber' | null {
  if (typed.trim() === '') return 'required';
  return plateNumber(field, typed) === null ? 'plateNumber' : null;
}

const PLATE_LINE = /^Zone (\d{1,2}), Street (\d{1,4}), Building (\d{1,4})(?:, Unit (.{1,20}))?$/;

/** Magento's street lines of an address: the plate (and unit), then the landmark when there is one. */
export function addressStreetLines(address: QatarStreet): string[] {
  const unit = address.unit.trim();
  const plate = `Zone ${address.zone}, Street ${address.streetNumber}, Building ${address.buildingNumber}${unit ? `, Unit ${unit}` : ''}`;
  const landmark = address.landmark.trim();
  return landmark ? [plate, landmark] : [plate];
}

/** Street lines read back: the plate and landmark, or (an older address) the lines as they were written. */
export function readAddressStreet(lines: readonly string[]): { plate: Plate | null; landmark: string; other: string[] } {
  const match = PLATE_LINE.exec(lines[0]?.trim() ?? '');
  if (!match) return { plate: null, landmark: '', other: [...lines] };
  return {
    plate: { zone: Number(match[1]), streetNumber: Number(match[2]), buildingNumber: Number(match[3]), unit: match[4] ?? '' },
    landmark: lines.slice(1).join(' ').trim(),
    other: [],
  };
}
