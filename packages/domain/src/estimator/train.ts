/**
 * Training of the calibrated estimator: the hedonic fitted on the training rows, the comparable settings
 * chosen on one half of a validation split, the conformal intervals calibrated on the other half. No row of
 * any test split is seen here (the benchmark passes train and validation only).
 */
import { fnv1a32 } from '../listing';
import { calibrate } from './calibration';
import { buildComparablePool } from './comparables';
import { estimateHome, priorLog } from './estimate';
import { fitHedonic } from './hedonic';
import type {
  ComparableSettings,
  EstimateKind,
  EstimateQuery,
  Observation,
  PriorFigure,
  SupportLevel,
  TrainedModel,
} from './types';

/** Interval level of every model: 0.8 ("8 in 10 similar homes"). */
export const INTERVAL_LEVEL = 0.8;

/** Furthest comparable as a multiple of the bandwidth (weight exp(−9) there; decided here). */
export const MAX_DISTANCE_BANDWIDTHS = 3;

/**
 * The settings tried (decided here, small on purpose): neighbours, bandwidth (km), prior weight and the
 * least distance of a comparable from another district (km; 0 = plain centroid distance).
 */
export const SETTINGS_GRID = {
  neighbours: [10, 20, 40],
  bandwidthKm: [1, 2, 4],
  priorWeight: [2, 5, 10],
  otherDistrictKm: [0, 1.5, 3],
} as const;

/**
 * Every combination of {@link SETTINGS_GRID} (81), maxDistanceKm = {@link MAX_DISTANCE_BANDWIDTHS} × bandwidth;
 * `otherDistrictKm` varies fastest, 0 first (so a tie keeps the plain distance). The whole product is searched,
 * not one setting after another: the production training (`npm run train:estimates`, 2 cores) took 8.5 s for
 * rent and 41 s for value with it, against 4.2 s and 25 s with the 27 settings before `otherDistrictKm`.
 */
export function settingsGrid(): ComparableSettings[] {
  return SETTINGS_GRID.neighbours.flatMap((neighbours) =>
    SETTINGS_GRID.bandwidthKm.flatMap((bandwidthKm) =>
      SETTINGS_GRID.priorWeight.flatMap((priorWeight) =>
        SETTINGS_GRID.otherDistrictKm.map((otherDistrictKm) => ({
          neighbours,
          bandwidthKm,
          maxDistanceKm: bandwidthKm * MAX_DISTANCE_BANDWIDTHS,
          priorWeight,
          otherDistrictKm,
        })),
      ),
    ),
  );
}

/** The query of an observation: its features, place and month. */
export function queryOf(row: Observation): EstimateQuery {
  return {
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    type: row.type,
    outcode: row.outcode,
    sector: row.sector,
    lat: row.lat,
    lng: row.lng,
    month: row.month,
  };
}

/** The half of the validation split a row is in, by fnv1a32 of its id: `select` (settings) or `calibrate`. */
export function validationHalf(id: string): 'select' | 'calibrate' {
  return fnv1a32(`validation:${id}`) % 2 === 0 ? 'select' : 'calibrate';
}

/** The median of a list (mean of the middle two when even); 0 when empty. */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median of absolute percentage errors, percent; `NaN` when empty. */
export function mdape(pairs: ReadonlyArray<{ actual: number; estimate: number }>): number {
  const errors = pairs
    .filter((p) => p.actual > 0 && p.estimate > 0)
    .map((p) => (Math.abs(p.estimate - p.actual) / p.actual) * 100)
    .sort((a, b) => a - b);
  if (errors.length === 0) return Number.NaN;
  const mid = Math.floor(errors.length / 2);
  return errors.length % 2
    ? (errors[mid] as number)
    : ((errors[mid - 1] as number) + (errors[mid] as number)) / 2;
}

/**
 * Trains a model.
 * @param kind `rent` or `value`
 * @param input.train rows the hedonic is fitted on and the comparables come from
 * @param input.validation rows never in `train`: the `select` half ({@link validationHalf}) chooses the settings
 *   (lowest MdAPE of the point estimate over {@link settingsGrid}, ties to the earlier setting), the
 *   `calibrate` half gives the log residuals log(actual ÷ estimate) of the conformal buckets (each of its rows
 *   also as if it had no comparables, for the `prior-only` bucket); `priorLogShift` is the median over the
 *   training rows of log(amount) − {@link priorLog} (no validation row is used for it)
 * @param input.priorFor the local-authority prior of a query (at the query's month), `null` when none
 * @param input.note how the rows were split, stored in `trainedOn.note`
 * @returns the trained model (deterministic for the same input)
 */
export function trainModel(
  kind: EstimateKind,
  input: {
    train: Observation[];
    validation: Observation[];
    priorFor: (query: EstimateQuery) => PriorFigure | null;
    note: string;
  },
): TrainedModel {
  const hedonic = fitHedonic(input.train);
  const pool = buildComparablePool(input.train, kind);
  const priorLogShift = medianOf(
    input.train.flatMap((row) => {
      const p = priorLog({ kind, hedonic }, queryOf(row), input.priorFor(queryOf(row)));
      return Number.isFinite(p) && row.amount > 0 ? [Math.log(row.amount) - p] : [];
    }),
  );
  const select = input.validation.filter((r) => validationHalf(r.id) === 'select');
  const calibration = input.validation.filter((r) => validationHalf(r.id) === 'calibrate');
  const prepared = (rows: Observation[]) =>
    rows.map((row) => {
      const query = queryOf(row);
      return { row, query, prior: input.priorFor(query) };
    });
  const grid = settingsGrid();
  const base: TrainedModel = {
    kind,
    hedonic,
    settings: grid[0] as ComparableSettings,
    level: INTERVAL_LEVEL,
    conformal: [],
    priorLogShift,
    trainedOn: {
      rows: input.train.length,
      validationRows: select.length,
      calibrationRows: calibration.length,
      months: [...new Set(input.train.map((r) => r.month))].sort(),
      note: input.note,
    },
  };
  const selectRows = prepared(select);
  let best = { settings: base.settings, error: Number.POSITIVE_INFINITY };
  for (const settings of grid) {
    const model = { ...base, settings };
    const error = mdape(
      selectRows.map((p) => ({
        actual: p.row.amount,
        estimate: estimateHome(model, pool, p.query, p.prior).value,
      })),
    );
    if (error < best.error) best = { settings, error };
  }
  const chosen = { ...base, settings: best.settings };
  const noComparables = buildComparablePool([], kind);
  const residuals = prepared(calibration).flatMap((p) => {
    const out: Array<{ support: SupportLevel; logResidual: number }> = [];
    const e = estimateHome(chosen, pool, p.query, p.prior);
    if (e.value > 0) out.push({ support: e.support, logResidual: Math.log(p.row.amount / e.value) });
    // The same row as if it had no comparables: the prior-only bucket is calibrated on every row with a prior.
    const alone = e.support === 'prior-only' ? null : estimateHome(chosen, noComparables, p.query, p.prior);
    if (alone && alone.value > 0)
      out.push({ support: 'prior-only', logResidual: Math.log(p.row.amount / alone.value) });
    return out;
  });
  return { ...chosen, conformal: calibrate(residuals, INTERVAL_LEVEL) };
}
