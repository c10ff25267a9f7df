import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  landlordDisplayAddress,
  landlordListingInputSchema,
  movedBy,
  reorderLandlordListingImagesInputSchema,
  verifyLandlordTokenInputSchema,
} from './landlord';
import { formatZodIssues } from './validation';

const valid = {
  addressLine1: '30 Newport Road',
  postTown: 'VENTNOR',
  postcode: 'po38 1ab',
  type: 'Terraced',
  bedrooms: 2,
  bathrooms: 1,
  price: 240_000,
  summary: '  A bright terraced house near the sea.  ',
  images: ['aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb'],
};

const fieldsOf = (input: Record<string, unknown>) => {
  const result = landlordListingInputSchema.safeParse(input);
  return result.success ? [] : formatZodIssues(result.error);
};

describe('landlordListingInputSchema', () => {
  it('normalises the postcode, works out the district and trims the summary', () => {
    const parsed = landlordListingInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      postcode: 'PO38 1AB',
      outcode: 'PO38',
      summary: 'A bright terraced house near the sea.',
      addressLine2: null,
      images: ['aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb'],
    });
  });

  it('names each field it refuses', () => {
    expect(fieldsOf({ ...valid, bedrooms: 11 })).toEqual([
      { field: 'bedrooms', message: 'Bedrooms must be a whole number from 0 to 10' },
    ]);
    expect(fieldsOf({ ...valid, bathrooms: -1 })).toEqual([
      { field: 'bathrooms', message: 'Bathrooms must be a whole number from 0 to 10' },
    ]);
    expect(fieldsOf({ ...valid, price: 29_999 })).toEqual([
      {
        field: 'price',
        message: 'Asking price must be a whole number of pounds from £30,000 to £5,000,000',
      },
    ]);
    expect(fieldsOf({ ...valid, summary: 'x'.repeat(2001) })[0]?.field).toBe('summary');
    expect(fieldsOf({ ...valid, postcode: 'PO38' })).toEqual([
      { field: 'postcode', message: 'Enter a full UK postcode, for example PO30 1AB' },
    ]);
    expect(fieldsOf({ ...valid, addressLine1: ' ' })[0]).toEqual({
      field: 'addressLine1',
      message: 'Enter the first line of the address',
    });
    expect(fieldsOf({ ...valid, images: ['../etc/passwd'] })[0]?.field).toBe('images.0');
  });

  it('accepts a studio (0 bedrooms) and 10 bathrooms', () => {
    expect(fieldsOf({ ...valid, bedrooms: 0, bathrooms: 10 })).toEqual([]);
  });
});

describe('verifyLandlordTokenInputSchema', () => {
  it('takes a pasted "123 456" and lower-cases the e-mail', () => {
    expect(verifyLandlordTokenInputSchema.parse({ email: ' Ann@Example.COM ', code: '123 456' })).toEqual({
      email: 'ann@example.com',
      code: '123456',
    });
  });
});

describe('landlordDisplayAddress', () => {
  it('keeps the street, the town and the district, not the door number', () => {
    expect(
      landlordDisplayAddress({ addressLine1: '30 Newport Road', postTown: 'VENTNOR', postcode: 'PO38 1AB' }),
    ).toBe('Newport Road, Ventnor, PO38');
    expect(
      landlordDisplayAddress({
        addressLine1: 'Flat 11',
        addressLine2: 'Corinthian Court',
        postTown: 'SHANKLIN',
        postcode: 'PO37 6BU',
      }),
    ).toBe('Corinthian Court, Shanklin, PO37');
  });
});

describe('checkImageFile', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const pdf = new TextEncoder().encode('%PDF-1.7\n....');
  it('accepts a PNG of 10 MB and refuses one byte more', () => {
    expect(checkImageFile({ name: 'a.png', size: 10 * 1024 * 1024, firstBytes: png })).toBeNull();
    expect(checkImageFile({ name: 'a.png', size: 10 * 1024 * 1024 + 1, firstBytes: png })?.reason).toBe(
      'size',
    );
  });
  it('refuses a PDF named like a photo, by its bytes', () => {
    expect(checkImageFile({ name: 'a.jpg', size: 100, firstBytes: pdf })).toMatchObject({
      reason: 'type',
      message: '“a.jpg” can’t be added: choose a JPEG, PNG or WebP photo.',
    });
  });
});

describe('movedBy (the photo order buttons)', () => {
  it('moves an item one place earlier or later', () => {
    expect(movedBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the order when the move would leave the list', () => {
    expect(movedBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(movedBy(['a'], 5, 1)).toEqual(['a']);
  });

  it('returns a new list and leaves the given one as it was', () => {
    const items = ['a', 'b'];
    expect(movedBy(items, 1, -1)).not.toBe(items);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('reorderLandlordListingImagesInputSchema', () => {
  const listingId = '3f0e8a4e-5b1c-4c47-9b0e-0d8f0a6c2b11';
  const photo = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('reads the listing and the photos in their new order', () => {
    const parsed = reorderLandlordListingImagesInputSchema.parse({
      listingId,
      imageIds: [photo(2), photo(1)],
    });
    expect(parsed.imageIds).toEqual([photo(2), photo(1)]);
  });

  it('refuses a photo given twice, no photos, more than 20 or an id that is not a UUID, naming imageIds', () => {
    const fieldsOf = (imageIds: unknown) => {
      const result = reorderLandlordListingImagesInputSchema.safeParse({ listingId, imageIds });
      return result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    };
    expect(fieldsOf([photo(1), photo(1)])).toEqual(['imageIds']);
    expect(fieldsOf([])).toEqual(['imageIds']);
    expect(fieldsOf(Array.from({ length: 21 }, (_, i) => photo(i)))).toEqual(['imageIds']);
    expect(fieldsOf(['not-a-uuid'])).toEqual(['imageIds']);
  });
});
