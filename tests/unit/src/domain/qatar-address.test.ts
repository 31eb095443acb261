/**
 * Qatar addresses as Qatar writes them (issue 55): the blue plate's zone, street and building numbers, a unit or
 * flat, and an optional landmark, kept in Magento's street lines so a real Magento stores them as they are and a
 * courier reads them there; older addresses (a street name, then "Building 12") are read as they were written.
 */
import { describe, expect, it } from 'vitest';
import { addressStreetLines, plateNumberProblem, readAddressStreet } from '@/domain/qatar-address.ts';

describe('the street lines of a Qatar address', () => {
  it('hold the blue plate on the first line, and the landmark on the second', () => {
    expect(addressStreetLines({ zone: 38, streetNumber: 920, buildingNumber: 12, unit: '4', landmark: 'Near Al Sadd Mall' })).toEqual([
      'Zone 38, Street 920, Building 12, Unit 4',
      'Near Al Sadd Mall',
    ]);
    expect(addressStreetLines({ zone: 38, streetNumber: 920, buildingNumber: 12, unit: '', landmark: '  ' })).toEqual(['Zone 38, Street 920, Building 12']);
  });

  it('are read back into their parts, in Arabic or English words as saved', () => {
    expect(readAddressStreet(['Zone 38, Street 920, Building 12, Unit 4', 'Near Al Sadd Mall'])).toEqual({
      plate: { zone: 38, streetNumber: 920, buildingNumber: 12, unit: '4' },
      landmark: 'Near Al Sadd Mall',
      other: [],
    });
    expect(readAddressStreet(['Zone 5, Street 10, Building 7'])).toEqual({ plate: { zone: 5, streetNumber: 10, buildingNumber: 7, unit: '' }, landmark: '', other: [] });
  });

  it('leave an older address as it was written', () => {
    expect(readAddressStreet(['Al Sadd Street', 'Building 12'])).toEqual({ plate: null, landmark: '', other: ['Al Sadd Street', 'Building 12'] });
  });
});

describe('the plate\'s numbers', () => {
  it.each([
    ['zone', '38', null],
    ['zone', ' 7 ', null],
    ['zone', '', 'required'],
    ['zone', '0', 'plateNumber'],
    ['zone', '100', 'plateNumber'],
    ['zone', '3a', 'plateNumber'],
    ['streetNumber', '920', null],
    ['streetNumber', '٩٢٠', null],
    ['streetNumber', '10000', 'plateNumber'],
    ['buildingNumber', '12', null],
    ['buildingNumber', '-1', 'plateNumber'],
  ] as const)('%s "%s" -> %s', (field, typed, problem) => {
    expect(plateNumberProblem(field, typed)).toBe(problem);
  });
});

describe('an address as the shopper reads it', () => {
  const words = {
    ar: { plate: 'منطقة {{zone}}، شارع {{street}}، مبنى {{building}}', unit: '، وحدة {{unit}}', landmark: 'بالقرب من: {{landmark}}' },
    en: { plate: 'Zone {{zone}}, Street {{street}}, Building {{building}}', unit: ', Unit {{unit}}', landmark: 'Near: {{landmark}}' },
  };
  it('says the plate in the shopper\'s language, and an older address as written', async () => {
    const { shownStreetLines } = await import('@/lib/shown-address.ts');
    const lines = ['Zone 38, Street 920, Building 12, Unit 4', 'Al Sadd Mall'];
    expect(shownStreetLines(lines, words.ar)).toEqual(['منطقة 38، شارع 920، مبنى 12، وحدة 4', 'بالقرب من: Al Sadd Mall']);
    expect(shownStreetLines(lines, words.en)).toEqual(['Zone 38, Street 920, Building 12, Unit 4', 'Near: Al Sadd Mall']);
    expect(shownStreetLines(['Al Sadd Street', 'Building 12'], words.ar)).toEqual(['Al Sadd Street', 'Building 12']);
  });
});
