/**
 * The calibrated estimator's rent for a pipeline home (services/calibrated-estimates.ts, the estimator of the
 * landlord portal and the listings' rents), for comparison with the listing's own estimate.
 */
import type { Db } from '../../db/client';
import { estimateHomeRent } from '../../lib/calibrated-estimates';
import type { PipelineHome } from './pipeline-home';

/**
 * The calibrated estimator's rent for a pipeline home with its 80% interval (services/calibrated-estimates.ts,
 * the estimator of the landlord portal and the listings' rents), for its district, type, bedrooms and
 * bathrooms when known. Memoised there, so asking for the rent and its ends costs one search.
 * @returns whole pounds a month `{ value, low, high }` (8 in 10 similar homes let between low and high), or
 *   null when the home has no bedroom count or the estimator no data for the district
 */
export function algoRentRange(home: PipelineHome): { value: number; low: number; high: number } | null {
  if (home.bedrooms === null) return null;
  return estimateHomeRent({
    outcode: home.outcode,
    postcode: null,
    bedrooms: home.bedrooms,
    bathrooms: home.bathrooms,
    type: home.type,
  });
}

/**
 * The calibrated estimator's rent for a pipeline home ({@link algoRentRange}), for comparison with the
 * listing's own estimate.
 * @param _db unused (the estimator reads bundled data only); kept for callers
 * @returns pounds a month, or null when the listing has no bedroom count or the district no data
 */
export async function algoRentEstimate(_db: Db, home: PipelineHome): Promise<number | null> {
  return algoRentRange(home)?.value ?? null;
}
