/**
 * The types of the calibrated rent and value estimator (decision 057). One estimator serves the landlord
 * portal, the listings' rents and the pipeline's rentEstimate, algoRentEstimate and yield. The rules live in
 * this folder only:
 *
 * - `hedonic.ts`: how much a bedroom, a bathroom or a type of home is worth (log-linear coefficients fitted
 *   offline on the bundled data), used to adjust every comparable to the home being estimated;
 * - `comparables.ts`: the nearest comparable homes by distance (district centroids, the same postcode
 *   sector counting as nearest), weighted by distance and similarity;
 * - `indices.ts`: time adjustment by the UK House Price Index and the ONS private rents index (bundled,
 *   dated points with their sources);
 * - `calibration.ts`: split-conformal 80% intervals by how much data there is (Mondrian buckets);
 * - `estimate.ts`: the estimate itself (comparables blended with the local-authority prior), and
 *   `train.ts`: fitting a {@link TrainedModel} from training rows, settings chosen on a validation split.
 */
import type { PropertyType } from '../constants';

/** Rent (pounds a month) or value (pounds). */
export type EstimateKind = 'rent' | 'value';

/** A calendar month, `YYYY-MM` (e.g. `2020-09`). */
export type Month = string;

/** What the estimator knows about a home. */
export type HomeFeatures = {
  /** 0 for a studio, up to 10. */
  bedrooms: number;
  /** `null` when not known. */
  bathrooms: number | null;
  /** `null` when not known. */
  type: PropertyType | null;
};

/** Where a home is: its postcode district, sector when known, and a point (WGS84 degrees). */
export type HomeLocation = {
  /** Postcode district, e.g. `E15`. */
  outcode: string;
  /** Postcode sector, e.g. `E15 1`, `null` when only the district is known. */
  sector: string | null;
  /** The point used for distances: the district centroid unless finer coordinates are known. */
  lat: number;
  lng: number;
};

/** A real let or sale (or asking price) the estimator learns from and compares with. */
export type Observation = HomeFeatures &
  HomeLocation & {
    /** Stable id of the source row (listing id). */
    id: string;
    /** Pounds a month (rent) or pounds (value), in the pounds of `month` (never index-adjusted in storage). */
    amount: number;
    /** When the amount was asked or paid. */
    month: Month;
  };

/** A home to estimate, and the month to estimate it for. */
export type EstimateQuery = HomeFeatures & HomeLocation & { month: Month };

/**
 * The local-authority figure for the home's bedrooms (ONS/VOA 2019 rents or Land Registry 2019 prices,
 * weighted over the district's authorities), already brought to the query's month by the index. Not
 * adjusted for the type of home: the estimator does that with the hedonic coefficients.
 */
export type PriorFigure = {
  /** Pounds (a month for rent). */
  median: number;
  lq: number;
  uq: number;
  /** The authority names it comes from, for the basis sentence, e.g. `Newham`. */
  authorityName: string;
  /** The bedroom band the figure is for (1 to 4; 4 means 4 or more). */
  band: number;
};

/** Log-linear hedonic coefficients: log(amount) changes by these for each feature. */
export type HedonicCoefficients = {
  /** Effect of 0, 1, … 6 bedrooms, relative to 2 bedrooms (index 2 is 0). */
  bedrooms: number[];
  /** Effect of each bedroom above 6. */
  perBedroomAbove: number;
  /** Effect of each bathroom above one, up to `bathroomsCap` bathrooms; 0 when bathrooms are not known. */
  perBathroom: number;
  bathroomsCap: number;
  /** Effect of each type relative to a flat (`Flat` is 0); `unknown` for a home whose type is not known. */
  type: Record<PropertyType | 'unknown', number>;
};

/** How much data an estimate rests on, the bucket its interval is calibrated in. */
export type SupportLevel = 'strong' | 'some' | 'thin' | 'prior-only';

/** Settings of the comparable search, chosen on the validation split (never on a test split). */
export type ComparableSettings = {
  /** Most comparables used. */
  neighbours: number;
  /** Distance weights fall as exp(−(d ÷ bandwidthKm)²). */
  bandwidthKm: number;
  /** Comparables further than this are not used. */
  maxDistanceKm: number;
  /** The prior counts as this many comparables in the blend (n_eff ÷ (n_eff + priorWeight)). */
  priorWeight: number;
  /**
   * A comparable from another postcode district than the home's counts as at least this far for its weight
   * and the furthest distance, km (as OTHER_SECTOR_KM does for other sectors), so the home's own district
   * comes first. Optional so model files written before it still parse; absent means 0 (plain centroid
   * distance). Not the shown radius, which stays the centroid distance.
   */
  otherDistrictKm?: number;
};

/** Split-conformal interval of one support bucket: log-residual quantiles log(actual ÷ estimate). */
export type ConformalBucket = {
  support: SupportLevel;
  lower: number;
  upper: number;
  calibrationRows: number;
};

/** A fitted estimator, stored as JSON (apps/server/seed-data/estimate-model.json) with how it was made. */
export type TrainedModel = {
  kind: EstimateKind;
  hedonic: HedonicCoefficients;
  settings: ComparableSettings;
  /** Interval level, 0.8 (8 in 10). */
  level: number;
  conformal: ConformalBucket[];
  /**
   * Log correction of the local-authority prior: the median over the training rows of log(amount ÷ prior
   * adjusted for the home), added to the prior's log before blending (0 or absent: none). The 2019 tables
   * brought forward by the UK index sit below the bundled rents and asking prices; this removes that bias.
   */
  priorLogShift?: number;
  /** What it was trained on: rows, months, and the split that chose the settings. */
  trainedOn: { rows: number; validationRows: number; calibrationRows: number; months: Month[]; note: string };
};

/** What the estimate rests on (decision 057). */
export type CalibratedBasis = 'comparables' | 'comparables-and-local-authority' | 'local-authority' | 'none';

/** A calibrated estimate in whole pounds. */
export type CalibratedEstimate = {
  /** Point estimate, whole pounds (a month for rent). */
  value: number;
  /** The 80% interval: 8 in 10 similar homes fall between `low` and `high`, whole pounds. */
  low: number;
  high: number;
  /** The interval's level, 0.8. */
  level: number;
  /** Comparables used (0 when none). */
  comparables: number;
  /** Distance to the furthest comparable used, km (one decimal), `null` when none. */
  radiusKm: number | null;
  support: SupportLevel;
  basis: CalibratedBasis;
  /** What the comparables had in common, e.g. "2-bedroom flats", empty when none were used. */
  matchedOn: string;
  /** The local authority of the prior, `null` when none. */
  authorityName: string | null;
};
