import { describe, expect, it } from 'vitest';
import {
  CURRENT_ADDRESS_ABROAD_MESSAGE,
  checkAbroadPostcode,
  checkCurrentAddressInUk,
  getCountriesOutsideUk,
  getCountryName,
  getCurrentAddress,
  getReplacedCurrentAddress,
  isCountryCode,
} from './addresses';
import { userAddressInputSchema } from './application-validation';

describe('countries (i18n-iso-countries)', () => {
  it('lists every country but the UK by English name', () => {
    const list = getCountriesOutsideUk();
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === 'GB')).toBeUndefined();
    expect(list).toContainEqual({ code: 'FR', name: 'France' });
    expect(list).toContainEqual({ code: 'IE', name: 'Ireland' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
  it('knows codes and names', () => {
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('pl')).toBe(false);
    expect(getCountryName('PL')).toBe('Poland');
    expect(getCountryName('GB')).toBe('United Kingdom');
  });
});

describe('checkAbroadPostcode (postcode-validator)', () => {
  it('accepts none, tidies one in its country’s format', () => {
    expect(checkAbroadPostcode('FR', '')).toEqual({ postcode: null });
    expect(checkAbroadPostcode('FR', null)).toEqual({ postcode: null });
    expect(checkAbroadPostcode('FR', ' 75001 ')).toEqual({ postcode: '75001' });
    expect(checkAbroadPostcode('PL', '00-950')).toEqual({ postcode: '00-950' });
    expect(checkAbroadPostcode('NL', '1012 jp')).toEqual({ postcode: '1012 JP' });
  });
  it('refuses one that is not in the country’s format, naming the country', () => {
    expect(checkAbroadPostcode('FR', '7500')).toEqual({
      error: 'Enter a postcode in the format used in France, or leave it empty',
    });
    expect(checkAbroadPostcode('US', 'SW1A 1AA')).toHaveProperty('error');
  });
  it('takes any postcode up to 16 characters where no format is known', () => {
    // Angola has no postcode format in postcode-validator.
    expect(checkAbroadPostcode('AO', 'Bairro 12')).toEqual({ postcode: 'BAIRRO 12' });
    expect(checkAbroadPostcode('AO', 'x'.repeat(17))).toEqual({
      error: 'Postcode must be 16 characters or fewer',
    });
  });
});

describe('the current address', () => {
  const uk = { id: 'a', countryCode: 'GB', moveInDate: '2024-05-01' };
  const france = { id: 'b', countryCode: 'FR', moveInDate: '2021-02-01' };
  it('is the one with the latest move-in date', () => {
    expect(getCurrentAddress([france, uk])).toBe(uk);
    expect(getCurrentAddress([])).toBeUndefined();
  });
  it('must be in the UK', () => {
    expect(checkCurrentAddressInUk([uk], { countryCode: 'FR', moveInDate: '2021-02-01' })).toBeNull();
    expect(checkCurrentAddressInUk([], { countryCode: 'FR', moveInDate: '2021-02-01' })).toEqual({
      field: 'countryCode',
      message: CURRENT_ADDRESS_ABROAD_MESSAGE,
    });
  });
  it('blames the move-in date of a previous address abroad dated after the current one', () => {
    expect(checkCurrentAddressInUk([uk], { countryCode: 'FR', moveInDate: '2025-01-01' })).toEqual({
      field: 'moveInDate',
      message:
        'The move-in date must be before 1 May 2024, when you moved in to your current address: an address abroad can only be a previous address',
    });
    // Changing the French address's date to after the UK one's.
    expect(checkCurrentAddressInUk([uk, france], { ...france, moveInDate: '2024-06-01' })).toMatchObject({
      field: 'moveInDate',
    });
  });
  it('blames the move-in date of a UK address moved to before an address abroad', () => {
    expect(checkCurrentAddressInUk([uk, france], { ...uk, moveInDate: '2020-01-01' })).toEqual({
      field: 'moveInDate',
      message:
        'The move-in date must be after 1 February 2021, when you moved in to your address abroad: your current address must be in the UK',
    });
    expect(checkCurrentAddressInUk([uk, france], { ...uk, moveInDate: '2022-01-01' })).toBeNull();
  });
  it('is replaced by an address with a later move-in date (ask first)', () => {
    expect(getReplacedCurrentAddress([uk, france], { countryCode: 'GB', moveInDate: '2025-03-01' })).toBe(uk);
    expect(
      getReplacedCurrentAddress([uk, france], { countryCode: 'GB', moveInDate: '2023-03-01' }),
    ).toBeNull();
    // Changing the current address itself replaces nothing.
    expect(getReplacedCurrentAddress([uk, france], { ...uk, moveInDate: '2025-03-01' })).toBeNull();
    expect(getReplacedCurrentAddress([france], { ...france, id: 'b', moveInDate: '2022-01-01' })).toBeNull();
    expect(getReplacedCurrentAddress([], { countryCode: 'GB', moveInDate: '2025-03-01' })).toBeNull();
  });
});

describe('userAddressInputSchema with addresses abroad', () => {
  const schema = userAddressInputSchema('2026-11-23');
  const base = { addressLine1: '12 Rue de Rivoli', postTown: 'Paris', moveInDate: '2022-01-01' };
  it('takes an address in France without a postcode, named France', () => {
    const parsed = schema.parse({ ...base, countryCode: 'FR', postCode: '' });
    expect(parsed).toMatchObject({ countryCode: 'FR', postCode: null, country: 'France', uprn: null });
  });
  it('checks a French postcode’s format', () => {
    const result = schema.safeParse({ ...base, countryCode: 'FR', postCode: '123' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['postCode'],
        message: 'Enter a postcode in the format used in France, or leave it empty',
      }),
    ]);
  });
  it('still needs a full UK postcode in the UK (the default country)', () => {
    const result = schema.safeParse({ ...base, postCode: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Enter a full UK postcode, for example PO30 1AB',
    ]);
    expect(schema.parse({ ...base, postCode: 'po37 6bu' })).toMatchObject({
      countryCode: 'GB',
      postCode: 'PO37 6BU',
    });
  });
  it('reports the postcode with other fields’ errors', () => {
    const result = schema.safeParse({ ...base, uprn: 'abc', postCode: 'nope' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['uprn', 'postCode']);
  });
  it('refuses a country that is not one', () => {
    const result = schema.safeParse({ ...base, countryCode: 'XX' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Choose the country from the list');
  });
});
