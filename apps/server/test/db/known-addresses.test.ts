/** The local address index: formatting HM Land Registry addresses, and the Ideal Postcodes adapter's errors. */
import { describe, expect, it } from 'vitest';
import { formatPpdAddress, isHomeAddress, titleCase } from '../../src/db/seed/known-addresses';
import { createIdealPostcodesAddressLookup } from '../../src/providers/address-lookup/ideal-postcodes';

const ppd = (fields: Partial<Record<'saon' | 'paon' | 'street' | 'locality' | 'town_city', string>>) => ({
  saon: '',
  paon: '',
  street: '',
  locality: '',
  town_city: 'NEWPORT',
  ...fields,
});

describe('formatPpdAddress', () => {
  it('writes the flat, the building, the number with the street, and the locality', () => {
    expect(
      formatPpdAddress(ppd({ saon: 'FLAT 11', paon: 'CORINTHIAN COURT', street: 'CROSS STREET' })),
    ).toEqual({
      addressLine1: 'Flat 11',
      addressLine2: 'Corinthian Court',
      addressLine3: 'Cross Street',
    });
    expect(formatPpdAddress(ppd({ paon: '30B', street: 'NEWPORT ROAD' }))).toEqual({
      addressLine1: '30B Newport Road',
      addressLine2: null,
      addressLine3: null,
    });
    expect(
      formatPpdAddress(ppd({ paon: '12', street: 'WILLIAM FOX AVENUE', locality: 'BRIGHSTONE' })),
    ).toEqual({
      addressLine1: '12 William Fox Avenue',
      addressLine2: 'Brighstone',
      addressLine3: null,
    });
    expect(
      formatPpdAddress(ppd({ saon: 'FLAT 1', paon: 'THE POST HOUSE, 1', street: 'STEEPHILL ROAD' })),
    ).toEqual({
      addressLine1: 'Flat 1',
      addressLine2: 'The Post House',
      addressLine3: '1 Steephill Road',
    });
    expect(
      formatPpdAddress(
        ppd({ saon: 'FLAT 2', paon: 'CLEVELANDS', street: 'HIGH STREET', locality: 'BOULDNOR' }),
      ),
    ).toEqual({ addressLine1: 'Flat 2', addressLine2: 'Clevelands', addressLine3: 'High Street, Bouldnor' });
  });

  it('title-cases the way addresses are written', () => {
    expect(titleCase('HOUSEBOAT SONG OF THE WIND')).toBe('Houseboat Song of the Wind');
    expect(titleCase("ST JOHN'S ROAD")).toBe("St John's Road");
    expect(titleCase('TOTLAND-ON-SEA')).toBe('Totland-on-Sea');
  });

  it('leaves out plots, garages, parking spaces and shops', () => {
    expect(isHomeAddress({ paon: 'PLOT 5', saon: '' })).toBe(false);
    expect(isHomeAddress({ paon: 'HAWTHORN MEADOWS', saon: 'GARAGE 85' })).toBe(false);
    expect(isHomeAddress({ paon: 'MONTANA HOUSE, 27', saon: 'GROUND FLOOR SHOP' })).toBe(false);
    expect(isHomeAddress({ paon: 'ROSE COTTAGE', saon: '' })).toBe(true);
  });
});

describe('Ideal Postcodes adapter', () => {
  it('throws when the key is refused, and returns nothing for an unknown postcode', async () => {
    const respond = (status: number, body: unknown) =>
      createIdealPostcodesAddressLookup({
        apiKey: 'ak_test',
        fetch: (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch,
      });
    await expect(
      respond(401, { code: 4010, message: 'Invalid Key' }).findByPostcode('PO37 6BU'),
    ).rejects.toThrow(/HTTP 401 4010 Invalid Key/);
    await expect(
      respond(402, { code: 4020, message: 'Token balance depleted' }).findByPostcode('PO37 6BU'),
    ).rejects.toThrow();
    await expect(
      respond(404, { code: 4040, message: 'Postcode not found' }).findByPostcode('ZZ9 9ZZ'),
    ).resolves.toEqual([]);
    await expect(
      respond(200, {
        code: 2000,
        result: [{ line_1: '1 High Street', line_2: '', post_town: 'RYDE', uprn: '' }],
      }).findByPostcode('PO33 2HT'),
    ).resolves.toEqual([
      {
        addressLine1: '1 High Street',
        addressLine2: null,
        addressLine3: null,
        postcode: 'PO33 2HT',
        postTown: 'RYDE',
        country: null,
        uprn: null,
      },
    ]);
  });
});
