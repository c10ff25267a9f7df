/**
 * The held-out splits, near-duplicate removal and measures of `npm run bench:estimates`: no model is needed.
 */
import { describe, expect, it } from 'vitest';
import { checkTargets, pct, summarise } from '../bench/estimates-metrics';
import {
  carveValidation,
  compareListingIds,
  districtHeldOut,
  heldBack,
  makeSplit,
  removeNearDuplicates,
  type SplitRow,
  sampleRows,
} from '../bench/estimates-splits';

const DISTRICTS = ['E1', 'E15', 'N1', 'NW1', 'SE1', 'SW1', 'W1', 'WC1', 'EC1', 'SE15', 'N16', 'E8'];

/** 600 rows over 12 districts, ids 1000 to 1599 (some of 9 digits), each with its own address. */
const rows: SplitRow[] = Array.from({ length: 600 }, (_, i) => ({
  id: String(i < 300 ? 1000 + i : 100_000_000 + i),
  outcode: DISTRICTS[i % DISTRICTS.length] as string,
  bedrooms: i % 4,
  amount: 1000 + i,
  addressKey: `${i} some street`,
}));

describe('the splits of the estimates benchmark', () => {
  it('orders listing ids as numbers, not as text', () => {
    expect(compareListingIds('999', '1000')).toBeLessThan(0);
    expect(compareListingIds('56147079', '56147079')).toBe(0);
    expect(compareListingIds('169301258', '56147079')).toBeGreaterThan(0);
  });

  it('time split: every test id is larger than every training id, one in five held out', () => {
    const split = makeSplit('time', rows);
    expect(split.test).toHaveLength(120);
    expect(split.train).toHaveLength(480);
    const newestTrain = split.train.reduce((a, b) => (compareListingIds(a.id, b.id) > 0 ? a : b));
    for (const t of split.test) expect(compareListingIds(t.id, newestTrain.id)).toBeGreaterThan(0);
  });

  it('geography split: no test district appears among the training rows', () => {
    const split = makeSplit('geography', rows);
    const testDistricts = new Set(split.test.map((r) => r.outcode));
    expect(testDistricts.size).toBeGreaterThan(0);
    expect(split.train.some((r) => testDistricts.has(r.outcode))).toBe(false);
    for (const d of testDistricts) expect(districtHeldOut(d)).toBe(true);
    expect(split.train.length + split.test.length).toBe(rows.length);
  });

  it('random split: the held-back ids of the earlier benchmark', () => {
    const split = makeSplit('random', rows);
    expect(split.test.every((r) => heldBack(r.id))).toBe(true);
    expect(split.train.some((r) => heldBack(r.id))).toBe(false);
  });

  it('removes a test row whose address and bedrooms a training row shares, and counts it', () => {
    const train: SplitRow[] = [
      { id: '1', outcode: 'E1', bedrooms: 2, amount: 1500, addressKey: '1 high st e1' },
    ];
    const test: SplitRow[] = [
      { id: '2', outcode: 'E1', bedrooms: 2, amount: 1550, addressKey: '1 high st e1' }, // relisted: removed
      { id: '3', outcode: 'E1', bedrooms: 3, amount: 1900, addressKey: '1 high st e1' }, // other flat: kept
      { id: '4', outcode: 'E1', bedrooms: 2, amount: 1500, addressKey: '' }, // no address: kept
      { id: '5', outcode: 'E1', bedrooms: 2, amount: 1500, addressKey: '1 high st e1' }, // twin: removed
    ];
    const { kept, removed, exactTwins } = removeNearDuplicates(train, test);
    expect(removed).toBe(2);
    expect(exactTwins).toBe(1);
    expect(kept.map((r) => r.id)).toEqual(['3', '4']);
  });

  it('a split removes near-duplicates of its training rows from its test rows', () => {
    const twin = { ...rows[0], id: '100000999' } as SplitRow; // newest id, same address as the oldest row
    const split = makeSplit('time', [...rows, twin]);
    expect(split.nearDuplicatesRemoved).toBe(1);
    expect(split.test.some((r) => r.id === twin.id)).toBe(false);
  });

  it('carves validation rows out of the training rows only, in the way of the split', () => {
    for (const name of ['time', 'geography', 'random'] as const) {
      const split = makeSplit(name, rows);
      const { fit, validation } = carveValidation(name, split.train);
      const testIds = new Set(split.test.map((r) => r.id));
      expect(validation.length).toBeGreaterThan(0);
      expect([...fit, ...validation].some((r) => testIds.has(r.id))).toBe(false);
      expect(fit.length + validation.length).toBe(split.train.length);
      if (name === 'geography') {
        const validationDistricts = new Set(validation.map((r) => r.outcode));
        expect(fit.some((r) => validationDistricts.has(r.outcode))).toBe(false);
      }
    }
  });

  it('samples test rows the same way on every run', () => {
    const a = sampleRows(rows, 50);
    expect(a).toHaveLength(50);
    expect(sampleRows(rows, 50)).toEqual(a);
    expect(sampleRows(rows.slice(0, 10), 50)).toHaveLength(10);
  });
});

describe('the measures of the estimates benchmark', () => {
  // Errors: +10%, −20%, +5%, 0%, −30% (and one row with no estimate).
  const scored = [
    { actual: 100, estimate: 110, low: 90, high: 120 },
    { actual: 100, estimate: 80, low: 70, high: 90 },
    { actual: 200, estimate: 210, low: 180, high: 220 },
    { actual: 50, estimate: 50, low: 40, high: 60 },
    { actual: 100, estimate: 70, low: 60, high: 110 },
    { actual: 100, estimate: 0, low: 0, high: 0 },
  ];

  it('MdAPE, within 10% and 15%, bias, coverage and width on a known list', () => {
    const s = summarise(scored);
    expect(s.rows).toBe(6);
    expect(s.estimated).toBe(5);
    expect(s.mdape).toBeCloseTo(0.1); // 0, 0.05, 0.1, 0.2, 0.3
    expect(s.within10).toBeCloseTo(3 / 5);
    expect(s.within15).toBeCloseTo(3 / 5);
    expect(s.bias).toBeCloseTo(0); // −0.3, −0.2, 0, +0.05, +0.1
    expect(s.coverage).toBeCloseTo(4 / 5); // the −20% row's range (70–90) misses 100
    // widths 30/110, 20/80, 40/210, 20/50, 50/70: median 30/110
    expect(s.width).toBeCloseTo(30 / 110);
  });

  it('gives NaN measures and never meets a target when nothing was estimated', () => {
    const s = summarise([{ actual: 100, estimate: 0, low: 0, high: 0 }]);
    expect(Number.isNaN(s.mdape)).toBe(true);
    expect(checkTargets(s).all).toBe(false);
    expect(pct(s.mdape)).toBe('n/a');
  });

  it('checks the targets: MdAPE ≤ 12%, bias within ±3%, coverage 77–83%', () => {
    const base = { rows: 10, estimated: 10, within10: 0.5, within15: 0.6, width: 0.3 };
    expect(checkTargets({ ...base, mdape: 0.12, bias: -0.03, coverage: 0.8 }).all).toBe(true);
    expect(checkTargets({ ...base, mdape: 0.13, bias: 0, coverage: 0.8 }).mdape).toBe(false);
    expect(checkTargets({ ...base, mdape: 0.1, bias: 0.031, coverage: 0.8 }).bias).toBe(false);
    expect(checkTargets({ ...base, mdape: 0.1, bias: 0, coverage: 0.9 }).coverage).toBe(false);
    expect(pct(0.012, true)).toBe('+1.2%');
  });
});
