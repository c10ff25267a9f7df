/**
 * The calibrated estimate (decision 057): the weighted median of the comparables (each adjusted to the home
 * and to the month), blended with the local-authority prior, with the split-conformal 80% interval of its
 * support bucket.
 */
import type { PropertyType } from '../constants';
import { supportLevel } from './calibration';
import { type Comparable, type ComparablePool, findComparables } from './comparables';
import { hedonicLog } from './hedonic';
import type { CalibratedBasis, CalibratedEstimate, EstimateQuery, PriorFigure, TrainedModel } from './types';

/** Rounding of estimates: rents to £5 a month, values to £1,000. */
export const ROUNDING = { rent: 5, value: 1000 } as const;

/**
 * The weighted median of values: the smallest value at which the cumulative weight reaches half the total.
 * @returns `NaN` for an empty list
 */
export function weightedMedian(items: ReadonlyArray<{ value: number; weight: number }>): number {
  const sorted = items.filter((i) => i.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, i) => s + i.weight, 0);
  let run = 0;
  for (const i of sorted) {
    run += i.weight;
    if (run >= total / 2) return i.value;
  }
  return Number.NaN;
}

const TYPE_PLURAL: Record<PropertyType, string> = {
  Flat: 'flats',
  Terraced: 'terraced houses',
  SemiDetached: 'semi-detached houses',
  Detached: 'detached houses',
  Other: 'homes',
};

/**
 * What the comparables had in common, by weight: "mostly 2-bedroom flats" when one bedrooms-and-type pair
 * carries half the weight, "mostly 2-bedroom homes" when one bedroom count does, else "homes of several sizes".
 * @returns empty when there are no comparables
 */
export function describeMatch(comparables: readonly Comparable[]): string {
  if (comparables.length === 0) return '';
  const total = comparables.reduce((s, c) => s + c.weight, 0);
  const top = (key: (c: Comparable) => string) => {
    const sums = new Map<string, number>();
    for (const c of comparables) sums.set(key(c), (sums.get(key(c)) ?? 0) + c.weight);
    return [...sums.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] as [string, number];
  };
  const beds = (n: number) => (n === 0 ? 'studio' : `${n}-bedroom`);
  const [pair, pairWeight] = top((c) => `${c.observation.bedrooms}|${c.observation.type ?? ''}`);
  if (pairWeight >= total / 2) {
    const [b, t] = pair.split('|');
    if (Number(b) === 0) return 'mostly studios';
    return `mostly ${beds(Number(b))} ${t ? TYPE_PLURAL[t as PropertyType] : 'homes'}`;
  }
  const [bedsKey, bedsWeight] = top((c) => String(c.observation.bedrooms));
  if (bedsWeight >= total / 2)
    return Number(bedsKey) === 0 ? 'mostly studios' : `mostly ${beds(Number(bedsKey))} homes`;
  return 'homes of several sizes';
}

/**
 * The log of the prior adjusted to a home: log(prior.median) + hedonicLog(home) − hedonicLog(typical home of
 * the band: type unknown, bedrooms = band, bathrooms unknown; a studio's rent prior already holds the studio
 * share, so its typical home is a studio) + model.priorLogShift.
 * @returns `NaN` when there is no prior
 */
export function priorLog(
  model: Pick<TrainedModel, 'kind' | 'hedonic' | 'priorLogShift'>,
  query: EstimateQuery,
  prior: PriorFigure | null,
): number {
  if (!prior || !(prior.median > 0)) return Number.NaN;
  const typicalBedrooms = model.kind === 'rent' && query.bedrooms === 0 && prior.band === 1 ? 0 : prior.band;
  const typical = hedonicLog({ bedrooms: typicalBedrooms, bathrooms: null, type: null }, model.hedonic);
  return Math.log(prior.median) + hedonicLog(query, model.hedonic) - typical + (model.priorLogShift ?? 0);
}

/**
 * Estimates a home's rent or value.
 * @param model the trained model (hedonic, settings, conformal buckets)
 * @param pool the comparable observations (rents or values of the model's kind)
 * @param query the home and the month wanted
 * @param prior the local-authority figure for its bedroom band at the query's month, `null` when none
 * @param opts.excludeIds observations not to use (the home itself, near-duplicates of it)
 * @returns the estimate: log-space weighted median of the comparables blended with the prior adjusted for
 *   type and bedrooms ({@link priorLog}), comparables weighing n_eff ÷ (n_eff + priorWeight); the interval
 *   value × exp(bucket lower/upper); all rounded to £5 (rent) or £1,000 (value). Basis `none` and value 0
 *   when there are neither comparables nor a prior. `radiusKm` is the furthest comparable's district centroid
 *   distance (0 when all are in the home's district).
 */
export function estimateHome(
  model: TrainedModel,
  pool: ComparablePool,
  query: EstimateQuery,
  prior: PriorFigure | null,
  opts?: { excludeIds?: ReadonlySet<string> },
): CalibratedEstimate {
  const c = model.hedonic;
  const found = findComparables(pool, query, model.settings, c, {
    excludeIds: opts?.excludeIds,
    kind: model.kind,
  });
  const comps = found.comparables;
  const logComps = comps.length
    ? weightedMedian(comps.map((x) => ({ value: Math.log(x.adjusted), weight: x.weight })))
    : Number.NaN;
  const logPrior = priorLog(model, query, prior);
  const hasComps = Number.isFinite(logComps);
  const hasPrior = Number.isFinite(logPrior);
  let basis: CalibratedBasis = 'none';
  let logValue = Number.NaN;
  if (hasComps && hasPrior) {
    const a = found.nEff / (found.nEff + model.settings.priorWeight);
    logValue = a * logComps + (1 - a) * logPrior;
    basis = 'comparables-and-local-authority';
  } else if (hasComps) {
    logValue = logComps;
    basis = 'comparables';
  } else if (hasPrior) {
    logValue = logPrior;
    basis = 'local-authority';
  }
  const support = supportLevel(found.nEff, comps.length);
  const authorityName = prior?.authorityName ?? null;
  if (basis === 'none') {
    return {
      value: 0,
      low: 0,
      high: 0,
      level: model.level,
      comparables: 0,
      radiusKm: null,
      support,
      basis,
      matchedOn: '',
      authorityName,
    };
  }
  const step = ROUNDING[model.kind];
  const round = (n: number) => Math.max(step, Math.round(n / step) * step);
  const bucket = model.conformal.find((b) => b.support === support);
  const raw = Math.exp(logValue);
  const radius = comps.length ? Math.max(...comps.map((x) => x.placeKm)) : null;
  return {
    value: round(raw),
    low: round(raw * Math.exp(bucket?.lower ?? Math.log(0.5))),
    high: round(raw * Math.exp(bucket?.upper ?? Math.log(2))),
    level: model.level,
    comparables: comps.length,
    radiusKm: radius === null ? null : Math.round(radius * 10) / 10,
    support,
    basis,
    matchedOn: describeMatch(comps),
    authorityName,
  };
}
