/**
 * The two methods `npm run bench:estimates` compares, each limited to a split's training rows:
 * - the new calibrated estimator (packages/domain/src/estimator, decision 057): `trainModel` on the training
 *   rows less the validation rows, then `estimateHome` with a comparable pool of the training rows;
 * - the previous method (decision 012): `estimateRent` / `estimateValue` with comparables of the training rows.
 */
import type { PropertyType } from '@stairway/domain/constants';
import { buildComparablePool } from '@stairway/domain/estimator/comparables';
import { estimateHome } from '@stairway/domain/estimator/estimate';
import { queryOf, trainModel } from '@stairway/domain/estimator/train';
import type {
  EstimateKind,
  EstimateQuery,
  Observation,
  TrainedModel,
} from '@stairway/domain/estimator/types';
import { RENT_INDEX_FACTORS } from '@stairway/domain/local-authorities';
import { getRegionForOutcode } from '@stairway/domain/regions';
import { estimateRent, type RentComparable } from '@stairway/domain/rent-estimate';
import { estimateValue, type ValueComparable } from '@stairway/domain/value-estimate';
import {
  authorityFor,
  authorityPriorFor,
  landRegistryFor,
  loadEstimateTables,
} from '../src/db/seed/estimate-tables';
import type { ScoredRow } from './estimates-report';
import { carveValidation, type SplitName, type SplitRow } from './estimates-splits';

/** A benchmark row: an estimator observation with its normalised address key. */
export type BenchRow = Observation & SplitRow;

const groupsOf = (r: Observation, support: string) => ({
  region: getRegionForOutcode(r.outcode) ?? 'Unknown',
  type: r.type ?? 'Unknown',
  support,
});

/**
 * Trains the new estimator on a split's training rows and estimates its test rows.
 * @param kind rent or value
 * @param split the split's name (the validation rows are carved out of `train` in the same way)
 * @param train the split's training rows; test: the rows to estimate (never seen by training)
 * @returns the model, the fit and validation row counts, the seconds training took, and a scored row per test
 *   row (same order)
 */
export function runNewMethod(
  kind: EstimateKind,
  split: SplitName,
  train: readonly BenchRow[],
  test: readonly BenchRow[],
): {
  model: TrainedModel;
  fitRows: number;
  validationRows: number;
  trainSeconds: number;
  scored: ScoredRow[];
} {
  const started = Date.now();
  const { fit, validation } = carveValidation(split, train);
  const model = trainModel(kind, {
    train: fit,
    validation,
    priorFor: (q: EstimateQuery) => authorityPriorFor(kind, q),
    note: `bench:estimates, ${split} split: settings and intervals chosen on ${validation.length} validation rows carved out of the ${train.length} training rows`,
  });
  const trainSeconds = (Date.now() - started) / 1000;
  const pool = buildComparablePool(train, kind);
  const scored = test.map((r) => {
    const query = queryOf(r);
    const e = estimateHome(model, pool, query, authorityPriorFor(kind, query), {
      excludeIds: new Set([r.id]),
    });
    return { actual: r.amount, estimate: e.value, low: e.low, high: e.high, ...groupsOf(r, e.support) };
  });
  return { model, fitRows: fit.length, validationRows: validation.length, trainSeconds, scored };
}

const byDistrict = <T>(rows: readonly BenchRow[], map: (r: BenchRow) => T) => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.outcode) ?? [];
    list.push(map(r));
    out.set(r.outcode, list);
  }
  return out;
};

/**
 * The previous method on the same test rows, with comparables from the training rows only. Rent: the
 * comparables are the training rentals of the district in today's pounds (× RENT_INDEX_FACTORS.national2020,
 * as estimate-tables.ts reads them) and the estimate and range are divided by that factor back to September
 * 2020 pounds, the month of the rows; the truth is not touched. Value: the training listings of the district.
 * @param kind rent or value
 * @param train the split's training rows; test: the rows to estimate
 * @returns a scored row per test row (same order); support = the old basis
 */
export function runPreviousMethod(
  kind: EstimateKind,
  train: readonly BenchRow[],
  test: readonly BenchRow[],
): ScoredRow[] {
  const tables = loadEstimateTables();
  const type = (r: BenchRow): PropertyType => r.type ?? 'Flat';
  if (kind === 'rent') {
    const factor = RENT_INDEX_FACTORS.national2020;
    const comparables = byDistrict<RentComparable>(train, (r) => ({
      outcode: r.outcode,
      bedrooms: r.bedrooms,
      bathrooms: r.bathrooms,
      type: r.type,
      rent: r.amount * factor,
    }));
    return test.map((r) => {
      const e = estimateRent({
        bedrooms: Math.min(r.bedrooms, 10),
        bathrooms: r.bathrooms,
        type: type(r),
        authority: authorityFor(tables, r.outcode),
        comparables: comparables.get(r.outcode) ?? [],
      });
      return {
        actual: r.amount,
        estimate: e.value / factor,
        low: e.low / factor,
        high: e.high / factor,
        ...groupsOf(r, e.basis),
      };
    });
  }
  const comparables = byDistrict<ValueComparable>(train, (r) => ({
    bedrooms: r.bedrooms,
    type: r.type,
    price: r.amount,
  }));
  return test.map((r) => {
    const e = estimateValue({
      bedrooms: Math.min(r.bedrooms, 10),
      type: type(r),
      comparables: comparables.get(r.outcode) ?? [],
      authority: authorityFor(tables, r.outcode),
      landRegistry: landRegistryFor(tables, r.outcode),
    });
    return { actual: r.amount, estimate: e.value, low: e.low, high: e.high, ...groupsOf(r, e.basis) };
  });
}
