import { describe, expect, it } from 'vitest';
import {
  estimateMonthlyRent,
  fnv1a32,
  getPinOffset,
  isStudioType,
  MAX_HOME_BEDROOMS,
  mapListingPropertyType,
  nonHomeReason,
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
    ['Block of Apartments', 'Flat'], // typed as flats, and not a home (nonHomeReason)
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

describe('nonHomeReason (non-homes are reported, not offered)', () => {
  const home = { propertyType: 'Detached', bedrooms: 3, address: '12 Chester Road, Birmingham, B36' };
  it('is null for a home, including a large family home of 8 bedrooms and a street named Commercial Road', () => {
    expect(nonHomeReason(home)).toBeNull();
    expect(nonHomeReason({ ...home, bedrooms: MAX_HOME_BEDROOMS })).toBeNull();
    expect(nonHomeReason({ ...home, address: '10 Commercial Street, Birmingham, B1' })).toBeNull();
    expect(nonHomeReason({ ...home, address: 'Plot 52, The Skyline Collection, Leeds' })).toBeNull();
    expect(nonHomeReason({ ...home, address: 'Land Off Broad Street, Maldon, CM9 8NY' })).toBeNull();
  });
  it.each([
    ['Land', 'property type "Land" is not a home'],
    ['Plot', 'property type "Plot" is not a home'],
    ['Block of Apartments', 'property type "Block of Apartments" is not a home'],
    ['House of Multiple Occupation', 'property type "House of Multiple Occupation" is not a home'],
    ['Garages', 'property type "Garages" is not a home'],
    ['Commercial Property', 'property type "Commercial Property" is not a home'],
  ])('names the property type %s', (propertyType, reason) => {
    expect(nonHomeReason({ ...home, propertyType, bedrooms: null })).toBe(reason);
  });
  it('names bedrooms above the limit (a house in multiple occupation)', () => {
    expect(nonHomeReason({ ...home, bedrooms: 18 })).toBe('bedrooms 18 is above 8');
  });
  it('names the words of the address or description that say it is not one home', () => {
    expect(nonHomeReason({ ...home, propertyType: 'House Share', address: '2x HMO - Derby Road' })).toBe(
      'property type "House Share" is not a home',
    );
    expect(nonHomeReason({ ...home, address: 'HMO - Regent Street, Kettering NN16' })).toBe(
      'address "HMO - Regent Street, Kettering NN16" says HMO',
    );
    expect(nonHomeReason({ ...home, address: '(Commercial & Residential) Queen Street, Lostwithiel' })).toBe(
      'address "(Commercial & Residential) Queen Street, Lostwithiel" says commercial',
    );
    expect(nonHomeReason({ ...home, address: 'Burnley Road, BB4 8NE - Mixed Use Property' })).toMatch(
      /says mixed use$/,
    );
    expect(nonHomeReason({ ...home, address: 'Glenora Guest House, Whitby' })).toMatch(/says guest house/);
    expect(nonHomeReason({ ...home, address: 'Breach Rd - Block of 7x Investment Flats, Heanor' })).toMatch(
      /says block of flats$/,
    );
    expect(
      nonHomeReason({ ...home, address: 'Church Street', description: 'A shop unit with a flat above' }),
    ).toBe('description "A shop unit with a flat above" says shop or restaurant');
  });
});
