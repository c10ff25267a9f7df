import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_MONTH,
  indexFactor,
  indexLevel,
  indexSeriesFor,
  monthNumber,
  UK_RENT_POINTS,
} from './indices';

describe('indexFactor', () => {
  it('gives the documented UK factors at the dated points', () => {
    expect(indexFactor('rent', 'E15', '2019-04', '2025-07')).toBeCloseTo(1.33, 6);
    expect(indexFactor('rent', 'E15', '2020-09', '2025-07')).toBeCloseTo(1.3, 6);
    expect(indexFactor('value', 'B1', '2019-04', '2025-06')).toBeCloseTo(269 / 232, 6);
    expect(indexFactor('value', 'B1', '2018-11', '2025-06')).toBeCloseTo(269 / 230, 6);
  });

  it('is linear between points and flat beyond the ends', () => {
    // Half-way between April 2019 (100) and September 2020 (102.3): 8.5 months of 17.
    const mid = indexLevel(UK_RENT_POINTS, '2019-12');
    expect(mid).toBeCloseTo(100 + ((133 / 1.3 - 100) * 8) / 17, 6);
    expect(indexFactor('rent', 'E15', '2025-07', ESTIMATE_MONTH)).toBe(1);
    expect(indexFactor('rent', 'E15', '2010-01', '2019-04')).toBe(1);
    expect(indexFactor('value', 'B1', '2025-12', '2025-12')).toBe(1);
  });

  it("uses the Isle of Wight's own series for PO30–PO41 only", () => {
    expect(indexSeriesFor('PO37')).toBe('isle-of-wight');
    expect(indexSeriesFor('PO1')).toBe('uk');
    expect(indexFactor('rent', 'PO37', '2019-04', '2025-03')).toBeCloseTo(114.1 / 87.8, 6);
    expect(indexFactor('value', 'PO30', '2023-01', '2025-02')).toBeCloseTo(0.958, 6);
  });

  it('rejects a month that is not YYYY-MM', () => {
    expect(monthNumber('2020-09')).toBe(2020 * 12 + 8);
    expect(() => monthNumber('Sep 2020')).toThrow();
  });
});
