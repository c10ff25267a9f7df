/**
 * Calibrated intervals of the estimator: split conformal prediction by support bucket (Mondrian conformal).
 * Residuals are log(actual ÷ estimate) on a calibration split never used to fit or choose anything; the
 * interval of a new estimate is estimate × exp(lower) to estimate × exp(upper).
 */
import type { ConformalBucket, SupportLevel } from './types';

/** Support buckets from the most data to the least. */
export const SUPPORT_LEVELS: readonly SupportLevel[] = ['strong', 'some', 'thin', 'prior-only'];

/** Fewest calibration rows for a bucket to have its own interval (smaller buckets borrow a thinner one's). */
export const MIN_BUCKET_ROWS = 30;

/** The interval used when there are no calibration rows at all: × 0.5 to × 2 (decided here, deliberately wide). */
export const FALLBACK_LOG_INTERVAL = { lower: Math.log(0.5), upper: Math.log(2) } as const;

/**
 * How much data an estimate rests on (thresholds decided here):
 * `strong`: n_eff ≥ 8 and at least 10 comparables; `some`: n_eff ≥ 3; `thin`: at least one comparable;
 * `prior-only`: none (the local-authority figure alone, or nothing).
 * @param nEff effective number of comparables, (Σw)² ÷ Σw²
 * @param comparables comparables used
 */
export function supportLevel(nEff: number, comparables: number): SupportLevel {
  if (comparables <= 0) return 'prior-only';
  if (nEff >= 8 && comparables >= 10) return 'strong';
  if (nEff >= 3) return 'some';
  return 'thin';
}

/**
 * The split-conformal interval of a list of log residuals at a level: lower = the ⌊(n+1)·α/2⌋-th smallest,
 * upper = the ⌈(n+1)(1−α/2)⌉-th smallest (α = 1 − level; ranks kept within 1..n), the finite-sample
 * correction of split conformal prediction (Lei et al. 2018, "Distribution-free predictive inference for
 * regression", applied to each tail).
 * @returns `null` when the list is empty
 */
export function conformalInterval(
  residuals: readonly number[],
  level = 0.8,
): { lower: number; upper: number } | null {
  const n = residuals.length;
  if (n === 0) return null;
  const sorted = [...residuals].sort((a, b) => a - b);
  // 1 − 0.8 is 0.19999999999999996 in floating point: the 1e-9 keeps ⌊40 × 0.1⌋ at 4.
  const alpha = 1 - level;
  const lo = Math.min(n, Math.max(1, Math.floor(((n + 1) * alpha) / 2 + 1e-9)));
  const hi = Math.min(n, Math.max(1, Math.ceil((n + 1) * (1 - alpha / 2) - 1e-9)));
  return { lower: sorted[lo - 1] as number, upper: sorted[hi - 1] as number };
}

/**
 * Calibrates the interval of every support bucket.
 * @param residuals calibration rows: each row's support bucket and log(actual ÷ estimate)
 * @param level interval level, 0.8 for "8 in 10"
 * @returns one bucket per {@link SUPPORT_LEVELS}, strongest first. A bucket with fewer than
 *   {@link MIN_BUCKET_ROWS} rows borrows the interval of the next thinner bucket that has enough (the thinnest,
 *   `prior-only`, borrows the interval of all rows pooled, or {@link FALLBACK_LOG_INTERVAL} with none); then
 *   intervals are widened so that none is narrower than a bucket with more support (lower never above, upper
 *   never below). `calibrationRows` is the bucket's own row count.
 */
export function calibrate(
  residuals: Array<{ support: SupportLevel; logResidual: number }>,
  level = 0.8,
): ConformalBucket[] {
  const own = new Map<SupportLevel, number[]>(SUPPORT_LEVELS.map((s) => [s, []]));
  for (const r of residuals) if (Number.isFinite(r.logResidual)) own.get(r.support)?.push(r.logResidual);
  const pooled = conformalInterval(residuals.map((r) => r.logResidual).filter(Number.isFinite), level) ?? {
    ...FALLBACK_LOG_INTERVAL,
  };
  const intervals = new Map<SupportLevel, { lower: number; upper: number }>();
  let thinner = pooled;
  for (const s of [...SUPPORT_LEVELS].reverse()) {
    const list = own.get(s) ?? [];
    const mine = list.length >= MIN_BUCKET_ROWS ? conformalInterval(list, level) : null;
    const chosen = mine ?? thinner;
    intervals.set(s, chosen);
    thinner = chosen;
  }
  const buckets: ConformalBucket[] = [];
  let previous: { lower: number; upper: number } | null = null;
  for (const s of SUPPORT_LEVELS) {
    const i = intervals.get(s) as { lower: number; upper: number };
    const lower: number = previous ? Math.min(i.lower, previous.lower) : i.lower;
    const upper: number = previous ? Math.max(i.upper, previous.upper) : i.upper;
    buckets.push({ support: s, lower, upper, calibrationRows: own.get(s)?.length ?? 0 });
    previous = { lower, upper };
  }
  return buckets;
}
