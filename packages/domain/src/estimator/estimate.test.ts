import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';
import { buildComparablePool } from './comparables';
import { estimateHome, weightedMedian } from './estimate';
import { neutralHedonic } from './hedonic';
import type { EstimateQuery, HedonicCoefficients, Observation, PriorFigure, TrainedModel } from './types';

/** Coefficients of the kind the bundled value model has (detached houses dear, bedrooms rising). */
const HEDONIC: HedonicCoefficients = {
  ...neutralHedonic(),
  bedrooms: [-0.7, -0.4, 0, 0.32, 0.6, 0.9, 1.1],
  perBedroomAbove: 0.08,
  type: { Flat: 0, Terraced: 0.08, SemiDetached: 0.2, Detached: 0.5, Other: 0.2, unknown: 0.2 },
};

const model = (kind: 'rent' | 'value'): TrainedModel => ({
  kind,
  hedonic: HEDONIC,
  settings: { neighbours: 20, bandwidthKm: 2, maxDistanceKm: 6, priorWeight: 5 },
  level: 0.8,
  conformal: calibrate(
    Array.from({ length: 100 }, (_, i) => ({ support: 'strong' as const, logResidual: (i - 50) / 250 })),
  ),
  trainedOn: { rows: 0, validationRows: 0, calibrationRows: 100, months: [], note: 'test' },
});

/** Shanklin (PO37), the district of these examples. */
const PO37 = { outcode: 'PO37', sector: null, lat: 50.6296, lng: -1.1796 };
const q = (over: Partial<EstimateQuery>): EstimateQuery => ({
  ...PO37,
  bedrooms: 2,
  bathrooms: null,
  type: 'Flat',
  month: '2025-12',
  ...over,
});

/** The Isle of Wight's 2-bedroom price of 2019, brought to December 2025 (a PriorFigure of prior.ts). */
const PRIOR: PriorFigure = {
  median: 170_000,
  lq: 140_000,
  uq: 210_000,
  authorityName: 'Isle of Wight',
  band: 2,
};

const sales: Observation[] = [
  ...[150, 160, 170, 175, 180].map((k, i) => ({
    id: `f${i}`,
    ...PO37,
    bedrooms: 2,
    bathrooms: null,
    type: 'Flat' as const,
    amount: k * 1000,
    month: '2025-12',
  })),
  ...[320, 350, 380].map((k, i) => ({
    id: `d${i}`,
    ...PO37,
    bedrooms: 3,
    bathrooms: null,
    type: 'Detached' as const,
    amount: k * 1000,
    month: '2025-12',
  })),
];

describe('estimateHome', () => {
  it('gives a 2-bedroom flat and a 2-bedroom detached house in PO37 different estimates', () => {
    const pool = buildComparablePool(sales, 'value');
    const flat = estimateHome(model('value'), pool, q({ type: 'Flat' }), PRIOR);
    const house = estimateHome(model('value'), pool, q({ type: 'Detached' }), PRIOR);
    expect(house.value).toBeGreaterThan(flat.value * 1.3);
    expect(flat.value % 1000).toBe(0);
    expect(flat.low).toBeLessThan(flat.value);
    expect(flat.high).toBeGreaterThan(flat.value);
    expect(flat.basis).toBe('comparables-and-local-authority');
    expect(flat.matchedOn).toBe('mostly 2-bedroom flats');
  });

  it('values a 6-bedroom house above a 4-bedroom one, from the prior alone too', () => {
    const four = estimateHome(
      model('value'),
      buildComparablePool([], 'value'),
      q({ bedrooms: 4, type: 'Detached' }),
      {
        ...PRIOR,
        band: 4,
      },
    );
    const six = estimateHome(
      model('value'),
      buildComparablePool([], 'value'),
      q({ bedrooms: 6, type: 'Detached' }),
      {
        ...PRIOR,
        band: 4,
      },
    );
    expect(six.value).toBeGreaterThan(four.value);
    expect(six).toMatchObject({
      basis: 'local-authority',
      support: 'prior-only',
      comparables: 0,
      radiusKm: null,
    });
  });

  it('rests on comparables alone without a prior, and on nothing without either', () => {
    const pool = buildComparablePool(sales, 'value');
    const alone = estimateHome(model('value'), pool, q({}), null);
    expect(alone.basis).toBe('comparables');
    expect(alone.authorityName).toBeNull();
    const none = estimateHome(model('value'), buildComparablePool([], 'value'), q({}), null);
    expect(none).toMatchObject({ value: 0, low: 0, high: 0, basis: 'none', comparables: 0 });
  });

  it('rounds rents to £5 and leaves out excluded comparables', () => {
    const rents = sales.map((s) => ({ ...s, amount: Math.round(s.amount / 200) }));
    const pool = buildComparablePool(rents, 'rent');
    const e = estimateHome(model('rent'), pool, q({ month: '2025-12' }), null, {
      excludeIds: new Set(['d0', 'd1', 'd2']),
    });
    expect(e.value % 5).toBe(0);
    expect(e.comparables).toBe(5);
    expect(e.radiusKm).toBe(0);
  });
});

describe('weightedMedian', () => {
  it('is the value where the cumulative weight reaches half', () => {
    expect(
      weightedMedian([
        { value: 1, weight: 1 },
        { value: 2, weight: 1 },
        { value: 10, weight: 3 },
      ]),
    ).toBe(10);
    expect(
      weightedMedian([
        { value: 1, weight: 3 },
        { value: 2, weight: 1 },
      ]),
    ).toBe(1);
    expect(weightedMedian([])).toBeNaN();
  });
});
