import { describe, expect, it } from 'vitest';
import { describeCalibratedEstimate } from './describe';
import type { CalibratedEstimate } from './types';

const base: CalibratedEstimate = {
  value: 1850,
  low: 1650,
  high: 2050,
  level: 0.8,
  comparables: 14,
  radiusKm: 1.2,
  support: 'strong',
  basis: 'comparables-and-local-authority',
  matchedOn: 'mostly 2-bedroom flats',
  authorityName: 'Newham',
};

describe('describeCalibratedEstimate', () => {
  it('states the 80% range, the comparables and the official figures for a rent', () => {
    expect(describeCalibratedEstimate('rent', base, { outcode: 'E15' })).toBe(
      '8 in 10 similar homes let for between £1,650 and £2,050 a month. Based on 14 homes to let within 1.2 km ' +
        '(mostly 2-bedroom flats), adjusted for bedrooms, bathrooms and type and brought up to date with the ONS ' +
        'private rents index, and on official rents for Newham.',
    );
  });

  it('speaks of prices for a value, without the authority when comparables alone were used', () => {
    const text = describeCalibratedEstimate(
      'value',
      {
        ...base,
        value: 300000,
        low: 250000,
        high: 360000,
        basis: 'comparables',
        comparables: 1,
        radiusKm: 0,
      },
      { outcode: 'E15' },
    );
    expect(text).toBe(
      '8 in 10 similar homes are priced between £250,000 and £360,000. Based on 1 home for sale in the same postcode district ' +
        '(mostly 2-bedroom flats), adjusted for bedrooms, bathrooms and type and brought up to date with the UK ' +
        'House Price Index.',
    );
  });

  it('says a prior-only range rests on the official figures only and why it is wide', () => {
    const text = describeCalibratedEstimate(
      'rent',
      {
        ...base,
        comparables: 0,
        radiusKm: null,
        basis: 'local-authority',
        matchedOn: '',
        support: 'prior-only',
        authorityName: 'Isle of Wight',
      },
      { outcode: 'PO37' },
    );
    expect(text).toContain('rests on the official rents for Isle of Wight only');
    expect(text).toContain('the range is wide because there are no comparable homes nearby');
  });

  it('says when there is nothing to go on', () => {
    const text = describeCalibratedEstimate(
      'value',
      { ...base, value: 0, basis: 'none' },
      { outcode: 'ZE1' },
    );
    expect(text).toBe('There is not enough information to estimate the value of a home in ZE1.');
  });
});
