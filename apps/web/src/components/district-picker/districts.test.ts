/** How the preferred-location picker names postcode districts. */
import { describe, expect, it } from 'vitest';
import { describeDistrict, districtSearchTerm, homesLabel } from './districts';

describe('homesLabel', () => {
  it('counts the homes for sale in words', () => {
    expect(homesLabel(0)).toBe('no homes yet');
    expect(homesLabel(1)).toBe('1 home');
    expect(homesLabel(23)).toBe('23 homes');
  });
});

describe('describeDistrict', () => {
  it('reads as district, town and homes, leaving out a missing town', () => {
    expect(describeDistrict({ outcode: 'SO16', town: 'Southampton', homesCount: 23 })).toBe(
      'SO16 · Southampton · 23 homes',
    );
    expect(describeDistrict({ outcode: 'ZE3', town: null, homesCount: 0 })).toBe('ZE3 · no homes yet');
  });
});

describe('districtSearchTerm', () => {
  it('searches for the district of a full postcode, else the text without spaces in capitals', () => {
    expect(districtSearchTerm('so16 7gz')).toBe('SO16');
    expect(districtSearchTerm(' so 1')).toBe('SO1');
  });

  it('keeps the words of a town of several words (search districts by town)', () => {
    expect(districtSearchTerm('newcastle  upon ')).toBe('newcastle upon');
    expect(districtSearchTerm('liverpool')).toBe('LIVERPOOL');
  });
});
