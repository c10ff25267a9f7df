/**
 * Time adjustment of the calibrated estimator: rents by the ONS Price Index of Private Rents (PIPR) and
 * prices by the UK House Price Index (UK HPI), as small tables of dated points with their sources. Between
 * two points the index is linear in months; before the first and after the last it is flat.
 *
 * Regions: the bundled data holds the UK series and one local series, the Isle of Wight's (E06000046,
 * postcode districts PO30–PO41). Every other district, in every region, uses the UK series: no regional
 * series is bundled and none is invented ({@link INDEX_COVERAGE} says so for the benchmark).
 */
import type { EstimateKind, Month } from './types';

/** The month "today's" estimates are for: December 2025, the month the bundled for-sale listings were read. */
export const ESTIMATE_MONTH: Month = '2025-12';

/** One dated point of an index: its level (any base) and where the figure comes from. */
export type IndexPoint = { month: Month; level: number; source: string };

const PIPR_UK =
  'ONS, "Private rent and house prices, UK: August 2025"; derivation in RENT_INDEX_FACTORS (local-authorities.ts)';
/**
 * UK private rents, level 100 = April 2019 (the mid-point of the 2019 authority table's 12 months to September
 * 2019). The figures are those of RENT_INDEX_FACTORS in local-authorities.ts: × 1.33 from April 2019 to July
 * 2025, × 1.30 from September 2020 to July 2025 (so 102.3 in September 2020), and × 1.199 from January 2023 to
 * July 2025 (£1,120 to £1,343 a month, so 110.9 in January 2023).
 */
export const UK_RENT_POINTS: readonly IndexPoint[] = [
  { month: '2019-04', level: 100, source: PIPR_UK },
  { month: '2020-09', level: 133 / 1.3, source: PIPR_UK },
  { month: '2023-01', level: 133 / 1.199, source: PIPR_UK },
  { month: '2025-07', level: 133, source: PIPR_UK },
];

const HPI_UK =
  'ONS, "Private rent and house prices, UK: August 2025" (UK average price; PRICE_INDEX_FACTORS)';
/**
 * UK house prices, level = the UK average price in pounds: £230,000 in November 2018, £232,000 in 2019 (12
 * months to September 2019, dated April 2019) and £269,000 in June 2025 (PRICE_INDEX_FACTORS in
 * local-authorities.ts: × 1.17 and × 1.16 to June 2025).
 */
export const UK_PRICE_POINTS: readonly IndexPoint[] = [
  { month: '2018-11', level: 230_000, source: HPI_UK },
  { month: '2019-04', level: 232_000, source: HPI_UK },
  { month: '2025-06', level: 269_000, source: HPI_UK },
];

const PIPR_IOW =
  'ONS PIPR, Isle of Wight E06000046 (shared/data/isle-of-wight-ukhpi-and-private-rents), all homes';
/** The Isle of Wight's PIPR index (January 2023 = 100), January and July of each year and the last month. */
export const ISLE_OF_WIGHT_RENT_POINTS: readonly IndexPoint[] = (
  [
    ['2015-01', 81.7],
    ['2015-07', 82.1],
    ['2016-01', 82.4],
    ['2016-07', 82.9],
    ['2017-01', 83.7],
    ['2017-07', 84.8],
    ['2018-01', 85.6],
    ['2018-07', 86.2],
    ['2019-01', 87.0],
    ['2019-04', 87.8],
    ['2019-07', 88.5],
    ['2020-01', 89.6],
    ['2020-07', 90.3],
    ['2020-09', 90.7],
    ['2021-01', 91.6],
    ['2021-07', 93.4],
    ['2022-01', 94.1],
    ['2022-07', 96.4],
    ['2023-01', 100.0],
    ['2023-07', 102.5],
    ['2024-01', 105.5],
    ['2024-07', 108.6],
    ['2025-01', 112.4],
    ['2025-03', 114.1],
  ] as const
).map(([month, level]) => ({ month, level, source: PIPR_IOW }));

const HPI_IOW =
  'UK HPI, Isle of Wight E06000046 (shared/data/isle-of-wight-ukhpi-and-private-rents), all homes';
/** The Isle of Wight's UK HPI (January 2023 = 100), January and July of each year and the last month. */
export const ISLE_OF_WIGHT_PRICE_POINTS: readonly IndexPoint[] = (
  [
    ['2015-01', 62.7],
    ['2015-07', 64.3],
    ['2016-01', 67.0],
    ['2016-07', 67.6],
    ['2017-01', 68.4],
    ['2017-07', 70.3],
    ['2018-01', 71.0],
    ['2018-07', 72.4],
    ['2019-01', 75.2],
    ['2019-04', 74.8],
    ['2019-07', 74.0],
    ['2020-01', 76.5],
    ['2020-07', 77.4],
    ['2020-09', 78.9],
    ['2021-01', 84.0],
    ['2021-07', 85.3],
    ['2022-01', 93.6],
    ['2022-07', 97.7],
    ['2023-01', 100.0],
    ['2023-07', 96.1],
    ['2024-01', 96.1],
    ['2024-07', 92.8],
    ['2025-01', 94.4],
    ['2025-02', 95.8],
  ] as const
).map(([month, level]) => ({ month, level, source: HPI_IOW }));

/** The Isle of Wight's postcode districts (the authority table's county match, PO30 to PO41). */
export const ISLE_OF_WIGHT_OUTCODES: ReadonlySet<string> = new Set(
  Array.from({ length: 12 }, (_, i) => `PO${30 + i}`),
);

/** What the benchmark states about the indices: which series exist and that other regions use the UK's. */
export const INDEX_COVERAGE =
  'Rents: ONS PIPR, UK series for every district except the Isle of Wight (PO30–PO41, its own series). ' +
  'Prices: UK HPI, UK series except the Isle of Wight. No other regional series is bundled.';

/** Which series a district uses: `'isle-of-wight'` for PO30–PO41, otherwise `'uk'`. */
export function indexSeriesFor(outcode: string): 'uk' | 'isle-of-wight' {
  return ISLE_OF_WIGHT_OUTCODES.has(outcode.trim().toUpperCase()) ? 'isle-of-wight' : 'uk';
}

/** The points of a kind's series. */
export function indexPoints(kind: EstimateKind, series: 'uk' | 'isle-of-wight'): readonly IndexPoint[] {
  if (series === 'isle-of-wight')
    return kind === 'rent' ? ISLE_OF_WIGHT_RENT_POINTS : ISLE_OF_WIGHT_PRICE_POINTS;
  return kind === 'rent' ? UK_RENT_POINTS : UK_PRICE_POINTS;
}

/** Months since year 0 of a `YYYY-MM` month; throws on anything else. */
export function monthNumber(month: Month): number {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new Error(`Not a month (YYYY-MM): ${month}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** The level of a series at a month: linear between points, flat beyond the ends. */
export function indexLevel(points: readonly IndexPoint[], month: Month): number {
  const t = monthNumber(month);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 1;
  if (t <= monthNumber(first.month)) return first.level;
  if (t >= monthNumber(last.month)) return last.level;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as IndexPoint;
    const b = points[i] as IndexPoint;
    const ta = monthNumber(a.month);
    const tb = monthNumber(b.month);
    if (t <= tb) return a.level + ((b.level - a.level) * (t - ta)) / (tb - ta);
  }
  return last.level;
}

/**
 * How much a rent or price moved between two months in a district: index(to) ÷ index(from).
 * @param kind `rent` (PIPR) or `value` (UK HPI)
 * @param outcode postcode district; PO30–PO41 use the Isle of Wight's series, all others the UK's
 * @param from month of the amount, `YYYY-MM`
 * @param to month wanted, `YYYY-MM`
 * @returns the factor (pounds of `to` per pound of `from`); 1 when the months are equal
 */
export function indexFactor(kind: EstimateKind, outcode: string, from: Month, to: Month): number {
  if (from === to) return 1;
  const points = indexPoints(kind, indexSeriesFor(outcode));
  return indexLevel(points, to) / indexLevel(points, from);
}
