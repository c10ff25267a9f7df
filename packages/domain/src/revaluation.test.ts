import { describe, expect, it } from 'vitest';
import {
  type HpiSeries,
  hpiPropertyType,
  latestValuation,
  quarterOf,
  revaluationBasis,
  revalue,
  seriesPreference,
  UK_AREA_CODE,
  type Valuation,
} from './revaluation';

const IOW = 'E06000046';
const purchase: Valuation = { id: 'v0', kind: 'purchase', valuePounds: 200_000, valuedOn: '2024-01-15' };
const iowTerraced: HpiSeries = {
  areaCode: IOW,
  areaName: 'Isle of Wight',
  propertyType: 'terraced',
  points: [
    { month: '2025-02', level: 97.0 },
    { month: '2024-01', level: 96.1 },
    { month: '2023-12', level: 96.4 },
  ],
};
const ukAll: HpiSeries = {
  areaCode: UK_AREA_CODE,
  areaName: 'United Kingdom',
  propertyType: 'all',
  points: [
    { month: '2019-04', level: 232_000 },
    { month: '2025-06', level: 269_000 },
  ],
};

describe('revalue', () => {
  it('moves the purchase price by the local series for the type (decision 073 worked example)', () => {
    const result = revalue([purchase], [ukAll, iowTerraced], IOW, 'terraced');
    expect(result.valuePounds).toBe(201_900);
    expect(result.moved).toBe(true);
    expect(result.index).toEqual({
      areaCode: IOW,
      areaName: 'Isle of Wight',
      propertyType: 'terraced',
      fromMonth: '2024-01',
      fromLevel: 96.1,
      toMonth: '2025-02',
      toLevel: 97.0,
    });
    expect(result.note).toContain('96.1 in January 2024 to 97 in February 2025');
  });

  it('falls back to the UK series when the area has none', () => {
    const result = revalue([purchase], [ukAll, iowTerraced], 'E09000028', 'flat');
    // January 2024 is 57 of the 74 months from April 2019 (232,000) to June 2025 (269,000): 260,500.
    // £200,000 × 269,000 ÷ 260,500 = £206,525.91 → £206,500.
    expect(result.valuePounds).toBe(206_500);
    expect(result.index).toMatchObject({ fromMonth: '2024-01', fromLevel: 260_500, toMonth: '2025-06' });
    expect(result.index?.areaCode).toBe(UK_AREA_CODE);
  });

  it('keeps the value, and says why, when no figure is newer than the basis', () => {
    const basis: Valuation = { id: 'v1', kind: 'purchase', valuePounds: 250_000, valuedOn: '2026-10-01' };
    const result = revalue([basis], [iowTerraced], IOW, 'terraced');
    expect(result).toMatchObject({ valuePounds: 250_000, moved: false });
    expect(result.note).toBe(
      'No UK HPI figure newer than February 2025, the newest loaded, so the value stays as it was in October 2026',
    );
  });

  it('moves on from a surveyor’s figure, not an older index value', () => {
    const surveyor: Valuation = { id: 's', kind: 'surveyor', valuePounds: 190_000, valuedOn: '2024-01-20' };
    const index: Valuation = { id: 'i', kind: 'index', valuePounds: 205_000, valuedOn: '2024-04-01' };
    expect(revaluationBasis([purchase, surveyor, index])).toBe(surveyor);
    expect(revalue([purchase, surveyor, index], [iowTerraced], IOW, 'terraced').valuePounds).toBe(191_800);
  });

  it('refuses without a basis', () => {
    expect(() => revalue([], [ukAll], null, 'all')).toThrow(/purchase price or a surveyor/);
  });
});

describe('latestValuation', () => {
  it('takes the latest day, a surveyor’s figure winning a tie with an index one', () => {
    const index: Valuation = { id: 'i', kind: 'index', valuePounds: 205_000, valuedOn: '2026-10-01' };
    const surveyor: Valuation = { id: 's', kind: 'surveyor', valuePounds: 199_000, valuedOn: '2026-10-01' };
    expect(latestValuation([surveyor, index, purchase])).toBe(surveyor);
    expect(latestValuation([])).toBeNull();
  });
});

describe('series and quarters', () => {
  it('tries the authority and type, the authority, the UK and type, then the UK', () => {
    expect(seriesPreference(IOW, 'flat')).toEqual([
      [IOW, 'flat'],
      [IOW, 'all'],
      [UK_AREA_CODE, 'flat'],
      [UK_AREA_CODE, 'all'],
    ]);
    expect(seriesPreference(null, 'all')).toEqual([[UK_AREA_CODE, 'all']]);
  });
  it('maps the spec’s property types to the index’s', () => {
    expect(hpiPropertyType('SemiDetached')).toBe('semi-detached');
    expect(hpiPropertyType('Other')).toBe('all');
    expect(hpiPropertyType(null)).toBe('all');
  });
  it('names the quarter of a day', () => {
    expect(quarterOf('2026-11-29')).toBe('2026-Q4');
    expect(quarterOf('2027-01-01')).toBe('2027-Q1');
  });
});
