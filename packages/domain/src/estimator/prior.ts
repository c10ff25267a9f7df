/**
 * The local-authority prior of the calibrated estimator: the 2019 ONS/VOA rent or Land Registry price
 * quartiles of the district's local authorities for the home's bedroom band (local-authorities.ts), weighted
 * over the authorities and brought to the month wanted with the index (indices.ts).
 */
import { authorityQuartiles, ISLE_OF_WIGHT_CODE, type LocalAuthority } from '../local-authorities';
import { STUDIO_RENT_SHARE } from '../rent-estimate';
import type { LandRegistryPrices } from '../value-estimate';
import { indexLevel, indexPoints } from './indices';
import type { EstimateKind, Month, PriorFigure } from './types';

/**
 * The month the 2019 table's figures are dated: April 2019, the mid-point of the rents' 12 months to
 * September 2019 (RENT_INDEX_FACTORS) and of the 2019 prices (PRICE_INDEX_FACTORS), local-authorities.ts.
 */
export const AUTHORITY_TABLE_MONTH: Month = '2019-04';

/** How far the Land Registry district ÷ authority ratio may move a value prior: 0.5 to 2 (value-estimate.ts). */
export const LAND_REGISTRY_RATIO_LIMITS = { min: 0.5, max: 2 } as const;

/**
 * The prior figure of a home from its district's local authorities.
 * @param kind `rent` (pounds a month) or `value` (pounds)
 * @param authorities the district's authorities with weights (any positive numbers; normalised here)
 * @param bedrooms 0 to 10; a studio's rent is the 1-bedroom figure × STUDIO_RENT_SHARE (rent-estimate.ts)
 * @param month the month wanted, `YYYY-MM`; figures move from {@link AUTHORITY_TABLE_MONTH} by the UK index, or
 *   the Isle of Wight's own for E06000046
 * @param opts.landRegistry for values: the district's and authority's median price paid; the figure is
 *   multiplied by their ratio (within {@link LAND_REGISTRY_RATIO_LIMITS})
 * @returns the weighted geometric mean of the median, lower and upper quartiles, the names of the
 *   authorities (heaviest first, joined with "and") and the band of the heaviest; `null` when no authority
 *   has figures
 */
export function authorityPrior(
  kind: EstimateKind,
  authorities: Array<{ authority: LocalAuthority; weight: number }>,
  bedrooms: number,
  month: Month,
  opts?: { landRegistry?: LandRegistryPrices },
): PriorFigure | null {
  const found = authorities
    .filter((a) => a.weight > 0)
    .map((a) => ({ ...a, q: authorityQuartiles(a.authority, kind === 'rent' ? 'rent' : 'buy', bedrooms) }))
    .filter((a) => a.q !== null)
    .sort((a, b) => b.weight - a.weight);
  const total = found.reduce((s, a) => s + a.weight, 0);
  if (found.length === 0 || !(total > 0)) return null;
  let logMedian = 0;
  let logLq = 0;
  let logUq = 0;
  for (const a of found) {
    const q = a.q?.quartiles;
    if (!q) continue;
    const series = a.authority.code === ISLE_OF_WIGHT_CODE ? 'isle-of-wight' : 'uk';
    const points = indexPoints(kind, series);
    const studio = kind === 'rent' && bedrooms === 0 ? STUDIO_RENT_SHARE : 1;
    const factor = (indexLevel(points, month) / indexLevel(points, AUTHORITY_TABLE_MONTH)) * studio;
    const w = a.weight / total;
    logMedian += w * Math.log(q.median * factor);
    logLq += w * Math.log(q.lq * factor);
    logUq += w * Math.log(q.uq * factor);
  }
  let local = 1;
  const lr = opts?.landRegistry;
  if (kind === 'value' && lr && lr.authorityMedian > 0 && lr.districtMedian > 0) {
    local = Math.min(
      LAND_REGISTRY_RATIO_LIMITS.max,
      Math.max(LAND_REGISTRY_RATIO_LIMITS.min, lr.districtMedian / lr.authorityMedian),
    );
  }
  return {
    median: Math.exp(logMedian) * local,
    lq: Math.exp(logLq) * local,
    uq: Math.exp(logUq) * local,
    authorityName: found.map((a) => a.authority.name).join(' and '),
    band: found[0]?.q?.band ?? 1,
  };
}
