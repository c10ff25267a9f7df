/**
 * The previous rent estimate (decision 012, superseded by decision 057): kept as the benchmark's "previous
 * method" (apps/server/bench/estimates-methods.ts), and for {@link rentFromYield}, the regional-yield
 * fallback of the landlord estimate. Every rent Stairway shows comes from the calibrated estimator
 * (packages/domain/src/estimator/). Its method, as measured in `apps/server/bench/ESTIMATES.md`:
 *
 * 1. The local authority's 2019 rent quartiles for the bedrooms (ONS/VOA, local-authorities.ts), brought to
 *    today with the private rent index ({@link rentIndexFactor2019}).
 * 2. Refined by comparable rental listings in the same postcode district where the data has them (Zoopla
 *    London rentals, September 2020, brought to today): the most specific set of at least
 *    {@link MIN_RENT_COMPARABLES} with the same bedrooms, then the same bathrooms and the same kind of home
 *    (flat or house). Their median is blended with step 1, weighing the comparables by n ÷ (n + 2); so are
 *    the ends of the range (their lower and upper quartiles with the authority's).
 */
import type { PropertyType } from './constants';
import {
  authorityQuartiles,
  type LocalAuthority,
  type Quartiles,
  rentIndexFactor2019,
} from './local-authorities';

/** The fewest comparables whose median is used (decided here; measured in ESTIMATES.md). */
export const MIN_RENT_COMPARABLES = 3;
/**
 * The weight of the authority's figure against n comparables: comparables count n ÷ (n + this). Decided here;
 * the benchmark shows what the comparables add (ESTIMATES.md).
 */
export const AUTHORITY_PRIOR_WEIGHT = 2;
/**
 * A studio's rent as a share of the 1-bedroom figure of its authority (the 2019 table has no studio band):
 * 0.77, the ratio of the median studio to the median 1-bedroom rent in the training part of the London rental
 * listings (printed by the benchmark, ESTIMATES.md).
 */
export const STUDIO_RENT_SHARE = 0.77;

/** A rental listing used as a comparable. */
export type RentComparable = {
  outcode: string;
  /** 0 for a studio. */
  bedrooms: number;
  bathrooms: number | null;
  /** `null` when the listing does not say. */
  type: PropertyType | null;
  /** Monthly rent in today's pounds. */
  rent: number;
};

/** What an estimate rests on. */
export type EstimateBasis =
  | 'comparables'
  | 'comparables-and-local-authority'
  | 'local-authority'
  | 'regional-yield'
  | 'none';

/** A rent or value estimate in whole pounds, with its range and what it is based on. */
export type Estimate = {
  /** The point estimate, whole pounds (a month for rent). */
  value: number;
  /** Low and high ends of the range (lower and upper quartile of what it is based on), whole pounds. */
  low: number;
  high: number;
  /** How many comparable listings were used (0 when none). */
  comparables: number;
  basis: EstimateBasis;
  /** What the comparables had in common, e.g. "2 bedrooms, 1 bathroom, flats", empty when none were used. */
  matchedOn: string;
};

/**
 * The q-quantile of a list of numbers by linear interpolation (R type 7, as numpy's default).
 * @param values numbers in any order (not changed)
 * @param q 0 to 1
 * @returns the quantile, `NaN` for an empty list
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  const a = sorted[lower] as number;
  const b = sorted[upper] as number;
  return a + (b - a) * (pos - lower);
}

/** Whether a type is a flat (as against a house); `null` for other or unknown types. */
export function homeKind(type: PropertyType | null): 'flat' | 'house' | null {
  if (type === 'Flat') return 'flat';
  if (type === 'Terraced' || type === 'SemiDetached' || type === 'Detached') return 'house';
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Picks the most specific set of comparables with at least `min` members.
 * @returns the members and a description of what they share, or `null` when no set is big enough
 */
export function pickComparables<
  T extends { bedrooms: number | null; bathrooms?: number | null; type: PropertyType | null },
>(
  pool: readonly T[],
  want: { bedrooms: number; bathrooms: number | null; type: PropertyType },
  min: number,
): { members: T[]; matchedOn: string } | null {
  const kind = homeKind(want.type);
  const beds = pool.filter((c) => c.bedrooms === want.bedrooms);
  const bedsText = want.bedrooms === 0 ? 'studios' : plural(want.bedrooms, 'bedroom', 'bedrooms');
  const bathsText = want.bathrooms === null ? '' : plural(want.bathrooms, 'bathroom', 'bathrooms');
  const kindText = kind === 'flat' ? 'flats' : 'houses';
  const sets: Array<[T[], string]> = [];
  const sameKind = kind ? beds.filter((c) => homeKind(c.type) === kind) : [];
  if (want.bathrooms !== null) {
    if (kind)
      sets.push([
        sameKind.filter((c) => c.bathrooms === want.bathrooms),
        `${bedsText}, ${bathsText}, ${kindText}`,
      ]);
    sets.push([beds.filter((c) => c.bathrooms === want.bathrooms), `${bedsText}, ${bathsText}`]);
  }
  if (kind) sets.push([sameKind, `${bedsText}, ${kindText}`]);
  sets.push([beds, bedsText]);
  for (const [members, matchedOn] of sets) if (members.length >= min) return { members, matchedOn };
  return null;
}

/** The authority's rent quartiles for the bedrooms, in today's pounds, or `null`. */
export function authorityRentToday(authority: LocalAuthority | null, bedrooms: number): Quartiles | null {
  if (!authority) return null;
  const found = authorityQuartiles(authority, 'rent', bedrooms);
  if (!found) return null;
  const factor = rentIndexFactor2019(authority.code, bedrooms) * (bedrooms === 0 ? STUDIO_RENT_SHARE : 1);
  return {
    lq: found.quartiles.lq * factor,
    median: found.quartiles.median * factor,
    uq: found.quartiles.uq * factor,
  };
}

/**
 * Estimates the monthly rent of a home.
 * @param input.bedrooms 0 (studio) to 10; input.bathrooms 0 to 10 or `null` when not known
 * @param input.type the property type
 * @param input.authority the district's local authority (local-authorities.ts), `null` when unknown
 * @param input.comparables rental listings of the same postcode district, rents in today's pounds
 * @returns the estimate in whole pounds a month; basis `none` (value 0) when there is neither an authority
 *   figure nor enough comparables
 */
export function estimateRent(input: {
  bedrooms: number;
  bathrooms: number | null;
  type: PropertyType;
  authority: LocalAuthority | null;
  comparables: readonly RentComparable[];
}): Estimate {
  const prior = authorityRentToday(input.authority, input.bedrooms);
  const picked = pickComparables(input.comparables, input, MIN_RENT_COMPARABLES);
  if (picked) {
    const rents = picked.members.map((c) => c.rent);
    const n = rents.length;
    const median = quantile(rents, 0.5);
    const weight = prior ? n / (n + AUTHORITY_PRIOR_WEIGHT) : 1;
    const blend = (comparable: number, authority: number) =>
      Math.round(weight * comparable + (1 - weight) * authority);
    return {
      value: blend(median, prior?.median ?? 0),
      low: blend(quantile(rents, 0.25), prior?.lq ?? 0),
      high: blend(quantile(rents, 0.75), prior?.uq ?? 0),
      comparables: n,
      basis: prior ? 'comparables-and-local-authority' : 'comparables',
      matchedOn: picked.matchedOn,
    };
  }
  if (prior) {
    return {
      value: Math.round(prior.median),
      low: Math.round(prior.lq),
      high: Math.round(prior.uq),
      comparables: 0,
      basis: 'local-authority',
      matchedOn: '',
    };
  }
  return { value: 0, low: 0, high: 0, comparables: 0, basis: 'none', matchedOn: '' };
}

/**
 * The rent from a value and the region's gross yield (regions.ts), for a district with neither an authority
 * figure nor comparables: value × yield ÷ 12, range from the value's range.
 * @param value the value estimate (pounds)
 * @param yieldPercent the gross yield of the district's region, percent (getGrossYieldPercent)
 */
export function rentFromYield(value: Estimate, yieldPercent: number): Estimate {
  const monthly = (pounds: number) => Math.round((pounds * yieldPercent) / 100 / 12);
  return {
    value: monthly(value.value),
    low: monthly(value.low),
    high: monthly(value.high),
    comparables: 0,
    basis: 'regional-yield',
    matchedOn: '',
  };
}
