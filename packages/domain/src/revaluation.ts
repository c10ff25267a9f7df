/**
 * Revaluing a plan's home (ARCHITECTURE.md §7 "Valuations (index-based each quarter, a surveyor's figure when
 * recorded)"; decision 073). Pure: no I/O, no clock.
 *
 * The rules:
 * - **The basis** is the latest value that was not itself worked out from the index: the agreed price at
 *   purchase, or a surveyor's figure an operator recorded later (which takes precedence from its day on).
 * - **The index** is HM Land Registry's UK House Price Index (UK HPI), the most local series that covers the
 *   basis month and a newer month, in this order: the home's local authority and property type, the local
 *   authority for all types, the UK for the property type, the UK for all types.
 * - **The value** is the basis × the index's level in its newest month ÷ its level in the basis month (linear
 *   between two points when the series has none for that month), rounded to the nearest £{@link VALUATION_ROUNDING_POUNDS}.
 * - **No newer figure**: when no series has a month after the basis month, the value stays the basis, and the
 *   valuation says so (the figures are only as new as the index data loaded; see `npm run ops -- import-hpi`).
 */
import { roundToNearest } from './money';

/** Index values are rounded to this many pounds (a valuation is not precise to the pound). */
export const VALUATION_ROUNDING_POUNDS = 100;

/** The ONS code of the United Kingdom, for the UK HPI's national series. */
export const UK_AREA_CODE = 'K02000001';

/** The UK HPI's property types (its Detached, SemiDetached, Terraced and Flat series), or all homes. */
export type HpiPropertyType = 'all' | 'detached' | 'semi-detached' | 'terraced' | 'flat';

/** How a value was arrived at: the agreed price, an index revaluation, or a surveyor's figure. */
export type ValuationKind = 'purchase' | 'index' | 'surveyor';

/** A value of the home, whole pounds, on a day (YYYY-MM-DD). */
export type Valuation = { id: string; kind: ValuationKind; valuePounds: number; valuedOn: string };

/** One month of one UK HPI series. */
export type HpiPoint = { month: string; level: number };

/** A UK HPI series: an area and a property type, with its months in any order. */
export type HpiSeries = {
  areaCode: string;
  areaName: string;
  propertyType: HpiPropertyType;
  points: readonly HpiPoint[];
};

/** The index figures a revaluation used. */
export type IndexUsed = {
  areaCode: string;
  areaName: string;
  propertyType: HpiPropertyType;
  fromMonth: string;
  fromLevel: number;
  toMonth: string;
  toLevel: number;
};

/** A revaluation's result: the value and the basis and index figures it came from. */
export type Revaluation = {
  valuePounds: number;
  basis: Valuation;
  /** The figures used, or null when no series covers the basis month. */
  index: IndexUsed | null;
  /** Whether the index had a month newer than the basis (false: the value is the basis, unchanged). */
  moved: boolean;
  /** In words, for the record and the page. */
  note: string;
};

const KIND_PRECEDENCE: Record<ValuationKind, number> = { purchase: 0, index: 1, surveyor: 2 };

/**
 * Values in the order they apply: by day, and on the same day a surveyor's figure over an index one over the
 * agreed price.
 * @param valuations the home's values, in any order
 * @returns a new array, oldest first
 */
export function valuationsInOrder<T extends Valuation>(valuations: readonly T[]): T[] {
  return [...valuations].sort(
    (a, b) => a.valuedOn.localeCompare(b.valuedOn) || KIND_PRECEDENCE[a.kind] - KIND_PRECEDENCE[b.kind],
  );
}

/**
 * The value that holds now: the latest, a surveyor's figure winning a tie (see {@link valuationsInOrder}).
 * @param valuations the home's values
 * @returns the latest, or null when there is none
 */
export function latestValuation<T extends Valuation>(valuations: readonly T[]): T | null {
  return valuationsInOrder(valuations).at(-1) ?? null;
}

/**
 * The basis of an index revaluation: the latest value that is not an index one.
 * @param valuations the home's values
 * @returns the latest purchase price or surveyor's figure, or null when there is none
 */
export function revaluationBasis<T extends Valuation>(valuations: readonly T[]): T | null {
  return latestValuation(valuations.filter((valuation) => valuation.kind !== 'index'));
}

/**
 * The UK HPI property type of a home.
 * @param type the home's type as the spec names it (Flat, Terraced, SemiDetached, Detached, Other), or null
 * @returns the series' type; 'all' for Other and unknown
 */
export function hpiPropertyType(type: string | null | undefined): HpiPropertyType {
  switch (type) {
    case 'Flat':
      return 'flat';
    case 'Terraced':
      return 'terraced';
    case 'SemiDetached':
      return 'semi-detached';
    case 'Detached':
      return 'detached';
    default:
      return 'all';
  }
}

/**
 * The order series are tried in for a home: its authority and type, its authority, the UK and type, the UK.
 * @param authorityCode the home's local authority (ONS code), or null when unknown
 * @param type the home's UK HPI type
 * @returns [area code, property type] pairs, most local first, without repeats
 */
export function seriesPreference(
  authorityCode: string | null,
  type: HpiPropertyType,
): Array<[string, HpiPropertyType]> {
  const pairs: Array<[string, HpiPropertyType]> = [];
  for (const area of authorityCode ? [authorityCode, UK_AREA_CODE] : [UK_AREA_CODE]) {
    if (type !== 'all') pairs.push([area, type]);
    pairs.push([area, 'all']);
  }
  return pairs;
}

/** Months since year 0 of a YYYY-MM month. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * A series' level at a month, linear between its points (UK HPI files are monthly, so this matters only for
 * sparse series such as the UK points bundled), and its newest point.
 * @returns `from` null when the month is before the series' first point
 */
function endsOf(points: readonly HpiPoint[], month: string) {
  const sorted = [...points].sort((a, b) => a.month.localeCompare(b.month));
  const newest = sorted.at(-1) ?? null;
  const after = sorted.findIndex((point) => point.month >= month);
  if (sorted.length === 0 || (sorted[0] as HpiPoint).month > month) return { from: null, newest };
  if (after === -1) return { from: newest, newest };
  const b = sorted[after] as HpiPoint;
  if (b.month === month) return { from: b, newest };
  const a = sorted[after - 1] as HpiPoint;
  const t = (monthIndex(month) - monthIndex(a.month)) / (monthIndex(b.month) - monthIndex(a.month));
  return { from: { month, level: Math.round((a.level + (b.level - a.level) * t) * 1000) / 1000 }, newest };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A YYYY-MM month in words, e.g. "February 2025". */
export function monthInWords(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year}`;
}

/**
 * Revalues a home from the UK HPI (see the module's rules).
 *
 * Worked example (decision 073): a terraced home on the Isle of Wight bought for £200,000 in January 2024,
 * the Isle of Wight's terraced index 96.1 in January 2024 and 97.0 in February 2025: £200,000 × 97.0 ÷ 96.1 =
 * £201,873.05, to the nearest £100 £201,900.
 *
 * @param valuations the home's values so far (at least the agreed price)
 * @param series the UK HPI series available, in any order
 * @param authorityCode the home's local authority (ONS code), or null when unknown
 * @param type the home's UK HPI type
 * @returns the new value with its basis and the index figures used
 * @throws Error when there is no basis (no purchase price or surveyor's figure)
 */
export function revalue(
  valuations: readonly Valuation[],
  series: readonly HpiSeries[],
  authorityCode: string | null,
  type: HpiPropertyType,
): Revaluation {
  const basis = revaluationBasis(valuations);
  if (!basis)
    throw new Error('A home is revalued from its purchase price or a surveyor’s figure: there is none');
  const basisMonth = basis.valuedOn.slice(0, 7);
  let stale: IndexUsed | null = null;
  for (const [areaCode, propertyType] of seriesPreference(authorityCode, type)) {
    const found = series.find((s) => s.areaCode === areaCode && s.propertyType === propertyType);
    if (!found) continue;
    const { from, newest } = endsOf(found.points, basisMonth);
    if (!from || !newest) continue;
    const used: IndexUsed = {
      areaCode,
      areaName: found.areaName,
      propertyType,
      fromMonth: from.month,
      fromLevel: from.level,
      toMonth: newest.month,
      toLevel: newest.level,
    };
    if (newest.month <= basisMonth) {
      stale ??= used;
      continue;
    }
    const valuePounds = roundToNearest(
      (basis.valuePounds * newest.level) / from.level,
      VALUATION_ROUNDING_POUNDS,
    );
    return {
      valuePounds,
      basis,
      index: used,
      moved: true,
      note: `UK HPI ${found.areaName} (${propertyType === 'all' ? 'all homes' : propertyType}): ${from.level} in ${monthInWords(from.month)} to ${newest.level} in ${monthInWords(newest.month)}`,
    };
  }
  return {
    valuePounds: basis.valuePounds,
    basis,
    index: stale,
    moved: false,
    note: stale
      ? `No UK HPI figure newer than ${monthInWords(stale.toMonth)}, the newest loaded, so the value stays as it was in ${monthInWords(basisMonth)}`
      : 'No UK HPI series covers this home’s area and month, so the value stays as it was',
  };
}

/**
 * The quarter a day falls in, as a run key for the quarterly job.
 * @param day YYYY-MM-DD
 * @returns e.g. "2026-Q4" for 2026-11-29
 */
export function quarterOf(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}
