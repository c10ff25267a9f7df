/**
 * The one calibrated estimator (decision 057) as every caller uses it: the landlord portal
 * (services/estimates.ts), the listings' rents (db/seed/import-listings.ts and services/landlord-listings.ts)
 * and the pipeline's algoRentEstimate (services/pipeline.ts).
 *
 * Its inputs are bundled and never change while the server runs, so they are read once, on first use: the
 * trained rent and value models, the comparable pools built from the bundled 60k-row sample of real lets and
 * sales (db/seed/estimate-observations.ts; they replace the imported listings as comparables, so no estimate
 * reads the database), the districts' centroids (seed-data/outcode-centroids.csv) and the local-authority
 * tables (db/seed/estimate-tables.ts). Estimates are memoised by what they depend on, so the seed's 60,000
 * listings and a pipeline page of homes cost one search per distinct home.
 */
import type { PropertyType } from '@stairway/domain/constants';
import { buildComparablePool, MAX_SEARCH_KM } from '@stairway/domain/estimator/comparables';
import { estimateHome } from '@stairway/domain/estimator/estimate';
import { ESTIMATE_MONTH, indexFactor } from '@stairway/domain/estimator/indices';
import type { CalibratedEstimate, EstimateKind, EstimateQuery } from '@stairway/domain/estimator/types';
import { normalisePostcode } from '@stairway/domain/postcode';
import {
  loadEstimateModel,
  loadOutcodeCentroids,
  loadRentObservations,
  loadValueObservations,
} from '../db/seed/estimate-observations';
import { authorityPriorFor } from '../db/seed/estimate-tables';

/** What the estimator is asked about a home: the caller's fields, before they become an {@link EstimateQuery}. */
export type HomeToEstimate = {
  /** Postcode district, e.g. `E15`. */
  outcode: string;
  /** The full postcode when known (it gives the sector, e.g. `E15 1`), else `null`. */
  postcode: string | null;
  /** 0 (a studio) to 10; more is estimated as 10. */
  bedrooms: number;
  /** `null` when not known. */
  bathrooms: number | null;
  /** `null` when not known. */
  type: PropertyType | null;
};

type Pool = ReturnType<typeof buildComparablePool>;
/** A pool with the box (degrees) outside which no district of it is within MAX_SEARCH_KM. */
type ServingPool = { pool: Pool; box: { minLat: number; maxLat: number; minLng: number; maxLng: number } };

const pools: Partial<Record<EstimateKind, ServingPool>> = {};
const EMPTY_POOL: Pool = buildComparablePool([], 'rent');

/**
 * The box around a pool's district centroids, widened by MAX_SEARCH_KM (the furthest the estimator ever
 * searches) and 10% more, in degrees: a home outside it has no comparable within reach, so it is estimated with
 * an empty pool, with the same result (the London rentals are ~300 districts, and the seed's listings are
 * mostly far from them).
 */
function searchBox(pool: Pool): ServingPool['box'] {
  const lats = pool.centroids.map((c) => c.lat);
  const lngs = pool.centroids.map((c) => c.lng);
  const reachKm = MAX_SEARCH_KM * 1.1;
  const maxAbsLat = Math.min(89, Math.max(...lats.map(Math.abs)) + 1);
  const dLat = reachKm / 110.574;
  const dLng = reachKm / (111.32 * Math.cos((maxAbsLat * Math.PI) / 180));
  return {
    minLat: Math.min(...lats) - dLat,
    maxLat: Math.max(...lats) + dLat,
    minLng: Math.min(...lngs) - dLng,
    maxLng: Math.max(...lngs) + dLng,
  };
}

/**
 * The comparable pool of a kind, built once on first use: each kind is read only when asked for, so the seed,
 * which estimates rents only, never reads the 60k-row sales sample. Every query here is for ESTIMATE_MONTH, so
 * the rows are restated once in pounds of that month (amount × indexFactor(kind, district, row's month,
 * ESTIMATE_MONTH), month ESTIMATE_MONTH): the estimator multiplies each comparable by the same factor (its only
 * use of the month), so the estimates are the same, and the factor is not worked out again for every
 * comparable of every query (it was half the time of the seed's listing rents (then ~4,600)). The rows as bundled,
 * in their own month's pounds, are unchanged (estimate-observations.ts).
 */
function servingPool(kind: EstimateKind): ServingPool {
  if (!pools[kind]) {
    const rows = kind === 'rent' ? loadRentObservations() : loadValueObservations();
    const restated = rows.map((row) => ({
      ...row,
      amount: row.amount * indexFactor(kind, row.outcode, row.month, ESTIMATE_MONTH),
      month: ESTIMATE_MONTH,
    }));
    const pool = buildComparablePool(restated, kind);
    pools[kind] = { pool, box: searchBox(pool) };
  }
  return pools[kind];
}

/** The pool to search for a query: the kind's pool, or an empty one when no district of it is within reach. */
function poolOf(kind: EstimateKind, query: EstimateQuery): Pool {
  const { pool, box } = servingPool(kind);
  const inReach =
    query.lat >= box.minLat && query.lat <= box.maxLat && query.lng >= box.minLng && query.lng <= box.maxLng;
  return inReach ? pool : EMPTY_POOL;
}

/**
 * The estimator's query for a home, for {@link ESTIMATE_MONTH}: the district, the sector of the full postcode
 * when given, and the district's centroid as its point.
 * @returns the query, or `null` when the district has no known centroid (it cannot be estimated)
 */
export function homeQuery(home: HomeToEstimate): EstimateQuery | null {
  const outcode = home.outcode.trim().toUpperCase();
  const centroid = loadOutcodeCentroids().get(outcode);
  if (!centroid) return null;
  const postcode = home.postcode ? normalisePostcode(home.postcode) : null;
  const sector = postcode?.startsWith(`${outcode} `) ? postcode.slice(0, outcode.length + 2) : null;
  return {
    outcode,
    sector,
    lat: centroid.lat,
    lng: centroid.lng,
    bedrooms: Math.min(Math.max(Math.round(home.bedrooms), 0), 10),
    bathrooms: home.bathrooms,
    type: home.type,
    month: ESTIMATE_MONTH,
  };
}

/** Most memoised estimates kept (about 1 KB each); the memo starts again when full. */
const MEMO_LIMIT = 50_000;
const memo = new Map<string, CalibratedEstimate | null>();

/**
 * The calibrated estimate of a home's rent (pounds a month) or value (pounds) for {@link ESTIMATE_MONTH}:
 * nearest comparables of the bundled sample blended with the local-authority prior, with its 80% interval
 * (packages/domain/src/estimator/estimate.ts). Memoised by kind, district, sector, bedrooms, bathrooms and type.
 * @param kind `rent` or `value`
 * @param home the home (see {@link HomeToEstimate})
 * @returns the estimate (basis `none`, value 0, when neither comparables nor a prior exist), or `null` when
 *   the district has no known centroid
 */
export function estimateCalibrated(kind: EstimateKind, home: HomeToEstimate): CalibratedEstimate | null {
  const query = homeQuery(home);
  const key = query
    ? `${kind}|${query.outcode}|${query.sector ?? ''}|${query.bedrooms}|${query.bathrooms ?? ''}|${query.type ?? ''}`
    : `${kind}|${home.outcode}|no-centroid`;
  if (memo.has(key)) return memo.get(key) ?? null;
  let estimate: CalibratedEstimate | null = null;
  if (query) {
    estimate = estimateHome(
      loadEstimateModel()[kind],
      poolOf(kind, query),
      query,
      authorityPriorFor(kind, query),
    );
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, estimate);
  return estimate;
}

/**
 * A home's estimated rent with its 80% interval, whole pounds a month, for the listings and the pipeline.
 * @returns `{ value, low, high }`, or `null` when the estimator has nothing to go on (no centroid, or neither
 *   comparables nor an authority figure); callers then fall back to price × regional yield (decision 002)
 */
export function estimateHomeRent(home: HomeToEstimate): { value: number; low: number; high: number } | null {
  const estimate = estimateCalibrated('rent', home);
  if (!estimate || estimate.basis === 'none' || estimate.value <= 0) return null;
  return { value: estimate.value, low: estimate.low, high: estimate.high };
}

/**
 * Reads the trained models and builds both comparable pools now (about 1.5 s of CPU, mostly the 60k-row sales
 * sample), so that the first landlord estimate after a start does not wait for them. main.ts calls it shortly
 * after the server listens; calling it again does nothing.
 */
export function warmEstimator(): void {
  loadEstimateModel();
  servingPool('rent');
  servingPool('value');
}
