/** Rules for listings from real feeds (listing-feeds.ts). */
import { describe, expect, it } from 'vitest';
import {
  DISTRICT_REACH_MIN_KM,
  distanceKm,
  districtReachKm,
  listingStreetKey,
  normaliseListingAddress,
  parseCoordinates,
  readCoordinates,
  sameHomeDetails,
  withinSameHomeDistance,
} from './listing-feeds';

describe('parseCoordinates', () => {
  it('reads decimal degrees inside the UK', () => {
    expect(parseCoordinates(' 50.9452 ', '-1.4783')).toEqual({ point: { lat: 50.9452, lng: -1.4783 } });
    expect(readCoordinates('60.15', '-1.15')).toEqual({ lat: 60.15, lng: -1.15 }); // Shetland
    expect(readCoordinates('51.50721234567', '-0.12759876543')).toEqual({ lat: 51.507212, lng: -0.127599 });
  });
  it('takes none given, or 0 and 0 (a common "unknown"), as no coordinates', () => {
    expect(parseCoordinates('', '')).toBeNull();
    expect(parseCoordinates(undefined, ' ')).toBeNull();
    expect(parseCoordinates('0', '0')).toBeNull();
  });
  it('says what is wrong with coordinates that cannot be used', () => {
    expect(parseCoordinates('52.487o', '-1.89')).toEqual({ reason: "latitude '52.487o' is not a number" });
    expect(parseCoordinates('52.487', 'west')).toEqual({ reason: "longitude 'west' is not a number" });
    expect(parseCoordinates('52.487', '')).toEqual({ reason: 'latitude is given without a longitude' });
    expect(parseCoordinates('', '-1.89')).toEqual({ reason: 'longitude is given without a latitude' });
    expect(parseCoordinates('48.85', '2.35')).toEqual({
      reason: 'coordinates 48.85, 2.35 are outside the UK (latitude 49.8 to 60.9, longitude -8.7 to 1.8)',
    });
    // Latitude and longitude swapped.
    expect(parseCoordinates('-1.89', '52.487')).toHaveProperty('reason');
    expect(readCoordinates('52.487o', '-1.89')).toBeNull();
  });
});

describe('how far a home may lie from its district', () => {
  it(`is at least ${DISTRICT_REACH_MIN_KM} km, and three times the spacing of large rural districts`, () => {
    expect(districtReachKm(0.9)).toBe(15); // SE1
    expect(districtReachKm(4.05)).toBe(15); // AB12
    expect(districtReachKm(39.3)).toBe(117.9); // IV27, Lairg
  });
  it('measures great-circle distances in kilometres', () => {
    // SO16's centroid to UB9's: about 90 km.
    const km = distanceKm({ lat: 50.940979, lng: -1.434965 }, { lat: 51.577804, lng: -0.484545 });
    expect(km).toBeGreaterThan(90);
    expect(km).toBeLessThan(100);
  });
});

describe('the same home listed twice', () => {
  it('normalises addresses: case, punctuation, accents and common abbreviations', () => {
    expect(normaliseListingAddress('Frogmore Ln, Nursling, Southampton SO16')).toBe(
      'frogmore lane nursling southampton so16',
    );
    expect(normaliseListingAddress('  St. Mary’s Rd & Café Sq ')).toBe('street mary s road & cafe square');
    expect(normaliseListingAddress(' , ')).toBe('');
  });
  it('keys a home by its house number and street, without the locality or town', () => {
    const key = listingStreetKey('12 Chester Road, Castle Bromwich, Birmingham, B36');
    expect(key).toBe('12 chester road');
    expect(listingStreetKey('12 Chester Rd, Birmingham, B36')).toBe(key);
    expect(listingStreetKey('12, Chester Road, Birmingham')).toBe(key);
    expect(listingStreetKey('14 Chester Road, Castle Bromwich, Birmingham, B36')).not.toBe(key);
    expect(listingStreetKey('Flat 3, 12 Chester Road, Birmingham')).toBe('flat 3|12 chester road');
    expect(listingStreetKey('Flat 3 12 Chester Road, Birmingham')).toBe('flat 3|12 chester road');
    expect(listingStreetKey('Apartment 5, 3 Commercial Road, Poole')).toBe('apartment 5|3 commercial road');
  });
  it('gives no key where the number is a building’s: after a building’s name, a range, a flat without its own number', () => {
    expect(listingStreetKey('New Providence Wharf, 1 Fairmont Avenue, E14')).toBeNull();
    expect(listingStreetKey('227-255 Ilderton Road, London, SE15 1NS')).toBeNull();
    expect(listingStreetKey('88 Riddlesdown Road, Purley', 'Flat')).toBeNull();
    expect(listingStreetKey('Flat 2, 88 Riddlesdown Road, Purley', 'Flat')).toBe(
      'flat 2|88 riddlesdown road',
    );
    expect(listingStreetKey('88 Riddlesdown Road, Purley', 'Terraced')).toBe('88 riddlesdown road');
  });
  it('gives no key to an address without a house number (compared by coordinates only)', () => {
    expect(listingStreetKey('Rose Street, Aberdeen, Aberdeenshire, AB10')).toBeNull();
    expect(listingStreetKey('2 Bed Apartment, Highbury Lodge, Kings Heath')).toBeNull();
    expect(listingStreetKey('')).toBeNull();
  });
  it('needs the same type and bedrooms, and the same bathrooms and floor area where both give them', () => {
    const home = { type: 'Detached', bedrooms: 3, bathrooms: 2, floorAreaSqm: 120 };
    expect(sameHomeDetails(home, { type: 'Detached', bedrooms: 3 })).toBe(true);
    expect(sameHomeDetails(home, { ...home, floorAreaSqm: 120.8 })).toBe(true);
    expect(sameHomeDetails(home, { ...home, bedrooms: 4 })).toBe(false);
    expect(sameHomeDetails(home, { ...home, type: 'SemiDetached' })).toBe(false);
    expect(sameHomeDetails(home, { ...home, bathrooms: 1 })).toBe(false);
    expect(sameHomeDetails(home, { ...home, floorAreaSqm: 95 })).toBe(false);
  });
  it('takes coordinates within 10 m as the same place', () => {
    const a = { lat: 50.9452, lng: -1.4783 };
    expect(withinSameHomeDistance(a, { lat: 50.94525, lng: -1.4783 })).toBe(true); // 5.6 m
    expect(withinSameHomeDistance(a, { lat: 50.9454, lng: -1.4783 })).toBe(false); // 22 m
  });
});
