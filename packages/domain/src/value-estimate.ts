/**
 * The previous value estimate (decision 012, superseded by decision 057): kept only as the benchmark's
 * "previous method" (apps/server/bench/estimates-methods.ts). Every value Stairway shows comes from the
 * calibrated estimator (packages/domain/src/estimator/). Its method:
 *
 * 1. Comparable for-sale listings in the same postcode district (the imported Rightmove listings, December
 *    2025): the most specific set of at least {@link MIN_VALUE_COMPARABLES} with the same bedrooms, then the
 *    same type, then the same kind of home (flat or house); their median asking price, range lower to upper
 *    quartile.
 * 2. Otherwise the local authority's 2019 purchase quartiles for the bedrooms (local-authorities.ts), brought
 *    to today with the UK House Price Index, and scaled by how dear the district is within its authority in
 *    HM Land Registry prices paid (the district's median sale ÷ the authority's, kept within 0.5 to 2).
 */
import type { PropertyType } from './constants';
import { authorityQuartiles, type LocalAuthority, PRICE_INDEX_FACTORS } from './local-authorities';
import { type Estimate, homeKind, quantile } from './rent-estimate';

/** The fewest comparable listings whose median is used (decided here; measured in ESTIMATES.md). */
export const MIN_VALUE_COMPARABLES = 3;

/** A for-sale listing used as a comparable. */
export type ValueComparable = { bedrooms: number | null; type: PropertyType | null; price: number };

/** HM Land Registry prices paid: the district's and its authority's median sale, in pounds of the period. */
export type LandRegistryPrices = { districtMedian: number; authorityMedian: number } | null;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Picks the most specific set of for-sale comparables with at least `min` members: same bedrooms and type,
 * same bedrooms and kind (flat or house), same bedrooms.
 */
function pickValueComparables(
  pool: readonly ValueComparable[],
  want: { bedrooms: number; type: PropertyType },
  min: number,
): { members: ValueComparable[]; matchedOn: string } | null {
  const beds = pool.filter((c) => c.bedrooms === want.bedrooms);
  const bedsText = want.bedrooms === 0 ? 'studios' : plural(want.bedrooms, 'bedroom', 'bedrooms');
  const kind = homeKind(want.type);
  const sets: Array<[ValueComparable[], string]> = [
    [beds.filter((c) => c.type === want.type), `${bedsText}, same type`],
  ];
  if (kind)
    sets.push([
      beds.filter((c) => homeKind(c.type) === kind),
      `${bedsText}, ${kind === 'flat' ? 'flats' : 'houses'}`,
    ]);
  sets.push([beds, bedsText]);
  for (const [members, matchedOn] of sets) if (members.length >= min) return { members, matchedOn };
  return null;
}

/**
 * Estimates the value of a home.
 * @param input.bedrooms 0 to 10; input.type the property type
 * @param input.comparables for-sale listings of the same postcode district (asking prices in pounds)
 * @param input.authority the district's local authority, `null` when unknown
 * @param input.landRegistry the district's and authority's median price paid, `null` when not known
 * @returns the estimate in whole pounds (rounded to £1,000 from the authority table); basis `none` (value 0)
 *   when there are neither comparables nor authority figures
 */
export function estimateValue(input: {
  bedrooms: number;
  type: PropertyType;
  comparables: readonly ValueComparable[];
  authority: LocalAuthority | null;
  landRegistry: LandRegistryPrices;
}): Estimate {
  const picked = pickValueComparables(input.comparables, input, MIN_VALUE_COMPARABLES);
  if (picked) {
    const prices = picked.members.map((c) => c.price);
    return {
      value: Math.round(quantile(prices, 0.5)),
      low: Math.round(quantile(prices, 0.25)),
      high: Math.round(quantile(prices, 0.75)),
      comparables: prices.length,
      basis: 'comparables',
      matchedOn: picked.matchedOn,
    };
  }
  const found = input.authority ? authorityQuartiles(input.authority, 'buy', input.bedrooms) : null;
  if (found) {
    const lr = input.landRegistry;
    const local =
      lr && lr.authorityMedian > 0 ? Math.min(2, Math.max(0.5, lr.districtMedian / lr.authorityMedian)) : 1;
    const factor = PRICE_INDEX_FACTORS.national2019 * local;
    const round = (n: number) => Math.round((n * factor) / 1000) * 1000;
    return {
      value: round(found.quartiles.median),
      low: round(found.quartiles.lq),
      high: round(found.quartiles.uq),
      comparables: 0,
      basis: 'local-authority',
      matchedOn: '',
    };
  }
  return { value: 0, low: 0, high: 0, comparables: 0, basis: 'none', matchedOn: '' };
}
