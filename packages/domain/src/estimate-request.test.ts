import { describe, expect, it } from 'vitest';
import { estimateRequestSchema } from './estimate-request';
import { formatZodIssues } from './validation';

const valid = { postcode: 'po37 6bu', propertyType: 'Terraced', bedrooms: 2, bathrooms: 1 };

describe('estimate request', () => {
  it('normalises a full postcode and gives its district', () => {
    expect(estimateRequestSchema.parse(valid)).toEqual({
      address: null,
      postcode: 'PO37 6BU',
      outcode: 'PO37',
      propertyType: 'Terraced',
      bedrooms: 2,
      bathrooms: 1,
    });
  });

  it('accepts a postcode district alone', () => {
    expect(estimateRequestSchema.parse({ ...valid, postcode: 'n7' })).toMatchObject({
      postcode: null,
      outcode: 'N7',
    });
  });

  it('accepts 0 to 10 bedrooms and bathrooms and names the field otherwise', () => {
    expect(estimateRequestSchema.safeParse({ ...valid, bedrooms: 0, bathrooms: 10 }).success).toBe(true);
    const result = estimateRequestSchema.safeParse({
      ...valid,
      bedrooms: 11,
      bathrooms: 1.5,
      propertyType: 'Castle',
      postcode: 'nowhere',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error)).toEqual([
      {
        field: 'postcode',
        message: 'Enter a UK postcode, for example PO30 1AB, or a postcode district such as PO30',
      },
      { field: 'propertyType', message: 'Choose the type of property' },
      { field: 'bedrooms', message: 'Bedrooms must be a whole number from 0 to 10' },
      { field: 'bathrooms', message: 'Bathrooms must be a whole number from 0 to 10' },
    ]);
  });

  it('asks for a missing number of bedrooms', () => {
    const result = estimateRequestSchema.safeParse({ ...valid, bedrooms: undefined, bathrooms: -1 });
    expect(result.success ? [] : formatZodIssues(result.error)).toEqual([
      { field: 'bedrooms', message: 'Enter the number of bedrooms, or 0 for a studio' },
      { field: 'bathrooms', message: 'Bathrooms must be a whole number from 0 to 10' },
    ]);
  });
});
