import { describe, expect, it } from 'vitest';
import {
  getOutcode,
  getPostcodeArea,
  isValidOutcode,
  isValidPostcode,
  normaliseOutcode,
  normalisePostcode,
} from './postcode';

describe('normalisePostcode (domain-research §3.2)', () => {
  it('upper-cases and puts one space before the inward code', () => {
    expect(normalisePostcode('so16 3ab')).toBe('SO16 3AB');
    expect(normalisePostcode(' SO163AB ')).toBe('SO16 3AB');
    expect(normalisePostcode('sw1a  1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('m11ae')).toBe('M1 1AE');
  });

  it('accepts every BS 7666 format', () => {
    // One real postcode of each format, the examples usually given for them (Manchester, Birmingham,
    // Croydon, Doncaster, BBC Broadcasting House, the City of London).
    expect(normalisePostcode('M1 1AE')).toBe('M1 1AE'); // A9 9AA
    expect(normalisePostcode('B33 8TH')).toBe('B33 8TH'); // A99 9AA
    expect(normalisePostcode('W1A 0AX')).toBe('W1A 0AX'); // A9A 9AA
    expect(normalisePostcode('CR2 6XH')).toBe('CR2 6XH'); // AA9 9AA
    expect(normalisePostcode('DN55 1PT')).toBe('DN55 1PT'); // AA99 9AA
    expect(normalisePostcode('EC1A 1BB')).toBe('EC1A 1BB'); // AA9A 9AA
  });

  it('accepts GIR 0AA', () => {
    expect(normalisePostcode('gir0aa')).toBe('GIR 0AA');
    expect(isValidPostcode('GIR 0AA')).toBe(true);
  });

  it('refuses letters the BS 7666 rules forbid', () => {
    expect(normalisePostcode('QA1 1AA')).toBeNull(); // 1st never Q
    expect(normalisePostcode('VA1 1AA')).toBeNull(); // 1st never V
    expect(normalisePostcode('XA1 1AA')).toBeNull(); // 1st never X
    expect(normalisePostcode('AI1 1AA')).toBeNull(); // 2nd never I
    expect(normalisePostcode('AZ1 1AA')).toBeNull(); // 2nd never Z
    expect(normalisePostcode('W1L 1AA')).toBeNull(); // 3rd (A9A) never L
    expect(normalisePostcode('EC1C 1AA')).toBeNull(); // 4th (AA9A) never C
    expect(normalisePostcode('SO16 3CA')).toBeNull(); // inward never C
    expect(normalisePostcode('SO16 3AI')).toBeNull(); // inward never I
  });

  it('refuses things that are not full postcodes', () => {
    expect(normalisePostcode('')).toBeNull();
    expect(normalisePostcode('SO16')).toBeNull();
    expect(normalisePostcode('SO16 3A')).toBeNull();
    expect(normalisePostcode('SO16 3ABC')).toBeNull();
    expect(normalisePostcode('12345')).toBeNull();
    expect(normalisePostcode('BFPO 1234')).toBeNull();
    expect(isValidPostcode('not a postcode')).toBe(false);
  });
});

describe('normaliseOutcode', () => {
  it('accepts districts in any case and spacing', () => {
    expect(normaliseOutcode('so16')).toBe('SO16');
    expect(normaliseOutcode(' SW1A ')).toBe('SW1A');
    expect(normaliseOutcode('EC1V')).toBe('EC1V');
    expect(normaliseOutcode('M1')).toBe('M1');
    expect(normaliseOutcode('n1c')).toBe('N1C');
  });

  it('gives the district of a full postcode', () => {
    expect(normaliseOutcode('SO16 3AB')).toBe('SO16');
    expect(normaliseOutcode('so163ab')).toBe('SO16');
    expect(normaliseOutcode('GIR 0AA')).toBe('GIR');
  });

  it('refuses invalid districts', () => {
    expect(normaliseOutcode('')).toBeNull();
    expect(normaliseOutcode('XX1')).toBeNull();
    expect(normaliseOutcode('SO')).toBeNull();
    expect(normaliseOutcode('SO166')).toBeNull();
    expect(normaliseOutcode('123')).toBeNull();
    expect(isValidOutcode('SO16')).toBe(true);
    expect(isValidOutcode('Q1')).toBe(false);
  });
});

describe('getOutcode and getPostcodeArea', () => {
  it('gives the outcode of a full postcode only', () => {
    expect(getOutcode('so16 3ab')).toBe('SO16');
    expect(getOutcode('SO16')).toBeNull();
    expect(getOutcode('nonsense')).toBeNull();
  });

  it('gives the leading letters as the area', () => {
    expect(getPostcodeArea('SO16')).toBe('SO');
    expect(getPostcodeArea('B12')).toBe('B');
    expect(getPostcodeArea('ec1v 9hx')).toBe('EC');
    expect(getPostcodeArea('W1A')).toBe('W');
    expect(getPostcodeArea('GIR 0AA')).toBeNull();
    expect(getPostcodeArea('??')).toBeNull();
  });
});
