/**
 * The measures of `npm run bench:estimates`: median absolute percentage error, the shares within 10% and
 * 15%, bias, interval coverage and width, for a list of (estimate, actual) rows, overall and per group.
 */
import { quantile } from '@stairway/domain/rent-estimate';

/** One estimated test row: the actual amount (never index-adjusted) and the estimate with its range. */
export type Scored = {
  /** The row's own amount in its own month: pounds a month (rent) or pounds (value). */
  actual: number;
  /** The estimate in the same pounds; 0 or less when the method gave none. */
  estimate: number;
  /** The ends of the method's range (the new method's 80% interval; the old method's low–high). */
  low: number;
  high: number;
};

/** The measures of a list of rows; shares and ratios are fractions (0.12 = 12%), `NaN` when no row. */
export type Summary = {
  /** Test rows. */
  rows: number;
  /** Rows the method gave an estimate for (the measures below are over these). */
  estimated: number;
  /** Median of |estimate − actual| ÷ actual. */
  mdape: number;
  /** Share with |estimate − actual| ÷ actual at most 0.10, and at most 0.15. */
  within10: number;
  within15: number;
  /** Median of (estimate − actual) ÷ actual, signed: negative when estimates are too low. */
  bias: number;
  /** Share with low ≤ actual ≤ high. */
  coverage: number;
  /** Median of (high − low) ÷ estimate. */
  width: number;
};

/**
 * The targets on the time and geography splits: MdAPE at most 12%, bias within ±3%, the 80% interval
 * covering 77–83% of held-out homes.
 */
export const TARGETS = { mdape: 0.12, bias: 0.03, coverageLow: 0.77, coverageHigh: 0.83 } as const;

const median = (values: number[]) => quantile(values, 0.5);
const share = (values: boolean[]) =>
  values.length ? values.filter(Boolean).length / values.length : Number.NaN;

/**
 * Measures a list of scored rows.
 * @param rows scored rows; rows with an estimate of 0 or less count in `rows` but not in the measures
 * @returns the summary (measures `NaN` when no row was estimated)
 */
export function summarise(rows: readonly Scored[]): Summary {
  const done = rows.filter((r) => r.estimate > 0 && r.actual > 0);
  const errors = done.map((r) => (r.estimate - r.actual) / r.actual);
  const absolute = errors.map(Math.abs);
  return {
    rows: rows.length,
    estimated: done.length,
    mdape: median(absolute),
    within10: share(absolute.map((e) => e <= 0.1)),
    within15: share(absolute.map((e) => e <= 0.15)),
    bias: median(errors),
    coverage: share(done.map((r) => r.actual >= r.low && r.actual <= r.high)),
    width: median(done.map((r) => (r.high - r.low) / r.estimate)),
  };
}

/**
 * Groups rows by a key, keeping the keys in first-seen order.
 * @param rows any rows
 * @param key the group of a row
 * @returns key → rows
 */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}

/** Whether a summary meets each of the targets ({@link TARGETS}). */
export type TargetCheck = { mdape: boolean; bias: boolean; coverage: boolean; all: boolean };

/**
 * Checks a summary against the targets (NaN measures never meet them).
 * @param s a summary of the time or geography split
 */
export function checkTargets(s: Summary): TargetCheck {
  const mdape = s.mdape <= TARGETS.mdape;
  const bias = Math.abs(s.bias) <= TARGETS.bias;
  const coverage = s.coverage >= TARGETS.coverageLow && s.coverage <= TARGETS.coverageHigh;
  return { mdape, bias, coverage, all: mdape && bias && coverage };
}

/**
 * A fraction as a percentage with one decimal, e.g. `12.3%`; signed when asked (`+1.2%`); `n/a` for NaN.
 * @param x a fraction (0.123 = 12.3%)
 * @param signed whether to show `+` for positive values
 */
export function pct(x: number, signed = false): string {
  if (!Number.isFinite(x)) return 'n/a';
  const text = `${(x * 100).toFixed(1)}%`;
  return signed && x > 0 ? `+${text}` : text;
}
