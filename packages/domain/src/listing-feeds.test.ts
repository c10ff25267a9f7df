/** Rules for listings from real feeds (issue 14 "Real feeds"; listing-feeds.ts). */
import { describe, expect, it } from 'vitest';
import {
  listingDuplicateKey,
  MAX_DISTRICT_ASSIGNMENT_KM,
  nearestDistrict,
  normaliseListingAddress,
  readCoordinates,
} from './listing-feeds';

// Centroids of apps/server/seed-data/outcode-centroids.csv.
const SO16 = { outcode: 'SO16', lat: 50.940979, lng: -1.434965 };
const SL9 = { outcode: 'SL9', lat: 51.595337, lng: -0.562297 };
const UB9 = { outcode: 'UB9', lat: 51.577804, lng: -0.484545 };

describe('readCoordinates', () => {
  it('reads decimal degrees inside the UK', () => {
    expect(readCoordinates(' 50.9452 ', '-1.4783')).toEqual({ lat: 50.9452, lng: -1.4783 });
    expect(readCoordinates('60.15', '-1.15')).toEqual({ lat: 60.15, lng: -1.15 }); // Shetland
    expect(readCoordinates('51.50721234567', '-0.12759876543')).toEqual({ lat: 51.507212, lng: -0.127599 });
  });
  it('treats missing, non-numeric and out-of-UK coordinates as none', () => {
    expect(readCoordinates('', '-1.4')).toBeNull();
    expect(readCoordinates('51.5', undefined)).toBeNull();
    expect(readCoordinates('north', '-1.4')).toBeNull();
    expect(readCoordinates('0', '0')).toBeNull(); // the Gulf of Guinea, a common missing value
    expect(readCoordinates('48.85', '2.35')).toBeNull(); // Paris
  });
});

describe('nearestDistrict', () => {
  it('gives the district with the nearest centroid and its distance', () => {
    // Harefield village: 2.8 km from UB9's centroid, 6.2 km from SL9's.
    expect(nearestDistrict({ lat: 51.6035, lng: -0.4805 }, [SO16, SL9, UB9])).toEqual({
      district: UB9,
      distanceKm: 2.9,
    });
    expect(nearestDistrict({ lat: 50.9415, lng: -1.4352 }, [SO16, SL9, UB9])).toEqual({
      district: SO16,
      distanceKm: 0.1,
    });
  });
  it(`gives none farther than ${MAX_DISTRICT_ASSIGNMENT_KM} km, or without districts`, () => {
    expect(nearestDistrict({ lat: 55.5, lng: 1.7 }, [SO16, SL9, UB9])).toBeNull();
    expect(nearestDistrict({ lat: 51.0, lng: -1.4 }, [SO16], 5)).toBeNull(); // 6.6 km
    expect(nearestDistrict({ lat: 51.0, lng: -1.4 }, [SO16])?.district).toBe(SO16);
    expect(nearestDistrict({ lat: 51.0, lng: -1.4 }, [])).toBeNull();
  });
});

describe('the same home listed twice', () => {
  it('normalises addresses: case, punctuation, accents and common abbreviations', () => {
    expect(normaliseListingAddress('Frogmore Ln, Nursling, Southampton SO16')).toBe(
      'frogmore lane nursling southampton so16',
    );
    expect(normaliseListingAddress('  St. Mary’s Rd & Café Sq ')).toBe('st mary s road & cafe square');
    expect(normaliseListingAddress(' , ')).toBe('');
  });
  it('keys a home by its normalised address, asking price and bedrooms', () => {
    const a = listingDuplicateKey({
      address: 'Frogmore Lane, Nursling, SO16',
      askingPrice: 545_000,
      bedrooms: 3,
    });
    expect(a).toBe('frogmore lane nursling so16|545000|3');
    expect(
      listingDuplicateKey({ address: 'FROGMORE LN NURSLING SO16', askingPrice: 545_000, bedrooms: 3 }),
    ).toBe(a);
    expect(
      listingDuplicateKey({ address: 'Frogmore Lane, Nursling, SO16', askingPrice: 550_000, bedrooms: 3 }),
    ).not.toBe(a);
    expect(
      listingDuplicateKey({ address: 'Frogmore Lane, Nursling, SO16', askingPrice: 545_000, bedrooms: 4 }),
    ).not.toBe(a);
    expect(listingDuplicateKey({ address: '', askingPrice: 545_000, bedrooms: 3 })).toBeNull();
  });
});
