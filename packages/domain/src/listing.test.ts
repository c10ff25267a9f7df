import { describe, expect, it } from 'vitest';
import {
  estimateMonthlyRent,
  fnv1a32,
  getPinOffset,
  isStudioType,
  mapListingPropertyType,
  resolveListingLink,
} from './listing';

describe('resolveListingLink (spec §7)', () => {
  it('prefixes /properties links with the listing site', () => {
    expect(resolveListingLink('/properties/123456')).toBe('https://www.rightmove.co.uk/properties/123456');
    expect(resolveListingLink(' /properties/1 ')).toBe('https://www.rightmove.co.uk/properties/1');
  });

  it('leaves absolute and other links unchanged', () => {
    expect(resolveListingLink('https://www.rightmove.co.uk/properties/9')).toBe(
      'https://www.rightmove.co.uk/properties/9',
    );
    expect(resolveListingLink('https://example.com/home')).toBe('https://example.com/home');
    expect(resolveListingLink('/other/1')).toBe('/other/1');
  });

  it('gives null for a missing or blank link', () => {
    expect(resolveListingLink(null)).toBeNull();
    expect(resolveListingLink(undefined)).toBeNull();
    expect(resolveListingLink('')).toBeNull();
    expect(resolveListingLink('   ')).toBeNull();
  });
});

describe('mapListingPropertyType (Rightmove sub-types)', () => {
  // The mapping the data's notes suggest (docs/data-sources/rightmove-forsale-uk-2025.md): "Flat/Apartment/
  // Maisonette/Studio/Penthouse/Ground Flat → Flat; Terraced/End of Terrace/Town House/Mews → Terraced;
  // Semi-Detached(*) → Semi-detached; Detached/Detached Bungalow/Link Detached House → Detached; everything
  // else → Other."
  it.each([
    ['Flat', 'Flat'],
    ['Apartment', 'Flat'],
    ['Maisonette', 'Flat'],
    ['Studio', 'Flat'],
    ['Penthouse', 'Flat'],
    ['Ground Flat', 'Flat'],
    ['Terraced', 'Terraced'],
    ['End of Terrace', 'Terraced'],
    ['Town House', 'Terraced'],
    ['Mews', 'Terraced'],
    ['Semi-Detached', 'SemiDetached'],
    ['Semi-Detached Bungalow', 'SemiDetached'],
    ['Semi-detached Villa', 'SemiDetached'],
    ['Detached', 'Detached'],
    ['Detached Bungalow', 'Detached'],
    ['Link Detached House', 'Detached'],
    ['Bungalow', 'Other'],
    ['House', 'Other'],
    ['Cottage', 'Other'],
    ['Retirement Property', 'Other'],
    ['Park Home', 'Other'],
    ['Not Specified', 'Other'],
  ])('maps %s to %s, as the data notes suggest', (source, type) => {
    expect(mapListingPropertyType(source).type).toBe(type);
  });

  // Decided here (listing.ts): rarer sub-types of the extract that are plainly flats, terraces or detached
  // homes are mapped by what they are, not to Other.
  it.each([
    ['Ground Maisonette', 'Flat'],
    ['Duplex', 'Flat'],
    ['Triplex', 'Flat'],
    ['Serviced Apartments', 'Flat'],
    ['Block of Apartments', 'Flat'],
    ['Terraced Bungalow', 'Terraced'],
    ['Detached Villa', 'Detached'],
  ])('maps the rarer %s to %s', (source, type) => {
    expect(mapListingPropertyType(source).type).toBe(type);
  });

  it('ignores case, hyphens and spaces', () => {
    expect(mapListingPropertyType('semi detached').type).toBe('SemiDetached');
    expect(mapListingPropertyType('SEMI-DETACHED').type).toBe('SemiDetached');
    expect(mapListingPropertyType(' end-of-terrace ').type).toBe('Terraced');
    expect(mapListingPropertyType('townhouse').type).toBe('Terraced');
  });

  it('maps a missing type to Other, still a dwelling', () => {
    expect(mapListingPropertyType(null)).toEqual({ type: 'Other', isDwelling: true });
    expect(mapListingPropertyType(undefined)).toEqual({ type: 'Other', isDwelling: true });
    expect(mapListingPropertyType('')).toEqual({ type: 'Other', isDwelling: true });
  });

  it.each(['Land', 'Plot', 'Farm Land', 'Garages', 'Parking', 'Equestrian Facility', 'Off-Plan', 'off plan'])(
    '%s is not a dwelling',
    (source) => {
      expect(mapListingPropertyType(source)).toEqual({ type: 'Other', isDwelling: false });
    },
  );

  it('keeps homes of unusual kinds as dwellings', () => {
    for (const source of [
      'Smallholding',
      'Farm House',
      'Barn Conversion',
      'Park Home',
      'House Boat',
      'Studio',
    ]) {
      expect(mapListingPropertyType(source).isDwelling, source).toBe(true);
    }
  });
});

describe('isStudioType', () => {
  it('is true for studios only', () => {
    expect(isStudioType('Studio')).toBe(true);
    expect(isStudioType('studio')).toBe(true);
    expect(isStudioType('Studio Flat')).toBe(true);
    expect(isStudioType('Flat')).toBe(false);
    expect(isStudioType(null)).toBe(false);
  });
});

describe('estimateMonthlyRent (price x yield / 12; docs/decisions/002-rent-estimates.md)', () => {
  it('rounds to whole pounds', () => {
    expect(estimateMonthlyRent(200_000, 5.8)).toBe(967); // 11,600 / 12 = 966.67 (architecture §4: "966.67")
    expect(estimateMonthlyRent(200_000, 5.5)).toBe(917); // 11,000 / 12 = 916.67 (research §2.7: "rent £916.67")
    expect(estimateMonthlyRent(250_000, 5)).toBe(1042); // SO16, South East 5.0%: 12,500 / 12 = 1,041.67
    expect(estimateMonthlyRent(120_000, 7.2)).toBe(720); // NE1, North East 7.2%: 8,640 / 12
  });

  it('is 0 without a positive price or yield', () => {
    expect(estimateMonthlyRent(0, 5.8)).toBe(0);
    expect(estimateMonthlyRent(200_000, 0)).toBe(0);
    expect(estimateMonthlyRent(Number.NaN, 5.8)).toBe(0);
  });
});

describe('getPinOffset', () => {
  it('uses the FNV-1a hash', () => {
    // Test vectors of 32-bit FNV-1a from its authors (http://www.isthe.com/chongo/tech/comp/fnv/).
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('is deterministic and small', () => {
    expect(getPinOffset('rm-123')).toEqual(getPinOffset('rm-123'));
    for (let i = 0; i < 2000; i += 1) {
      const { dLat, dLng } = getPinOffset(`rm-${i}`);
      expect(Math.abs(dLat)).toBeLessThanOrEqual(0.012);
      expect(Math.abs(dLng)).toBeLessThanOrEqual(0.018);
    }
  });

  it('spreads different ids apart', () => {
    const offsets = new Set(Array.from({ length: 500 }, (_, i) => JSON.stringify(getPinOffset(`rm-${i}`))));
    expect(offsets.size).toBe(500);
    expect(getPinOffset('rm-1')).not.toEqual(getPinOffset('rm-2'));
    const lats = Array.from({ length: 500 }, (_, i) => getPinOffset(`rm-${i}`).dLat);
    expect(Math.min(...lats)).toBeLessThan(-0.006);
    expect(Math.max(...lats)).toBeGreaterThan(0.006);
  });
});
