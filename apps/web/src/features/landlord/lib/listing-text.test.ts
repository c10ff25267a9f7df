import { describe, expect, it } from 'vitest';
import { propertyPath, roomsText } from './listing-text';

describe('roomsText', () => {
  it('says studio for 0 bedrooms and counts in the singular and plural', () => {
    expect(roomsText({ bedrooms: 0, bathrooms: 1 })).toBe('Studio, 1 bathroom');
    expect(roomsText({ bedrooms: 3, bathrooms: 2 })).toBe('3 bedrooms, 2 bathrooms');
  });
});

describe('propertyPath', () => {
  it('is the edit page of the listing', () => {
    expect(propertyPath('5f0c')).toBe('/landlord/property/5f0c');
  });
});
