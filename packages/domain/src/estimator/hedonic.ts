/**
 * Hedonic adjustment of the calibrated estimator: how much log(rent) or log(price) changes with bedrooms,
 * bathrooms and the type of home, fitted by least squares with postcode-district fixed effects on the bundled
 * rows (apps/server/seed-data/estimate-model.json holds the fitted figures).
 */
import { Matrix, solve } from 'ml-matrix';
import { PROPERTY_TYPES, type PropertyType } from '../constants';
import type { HedonicCoefficients, HomeFeatures, Observation } from './types';

/** Bathrooms counted: each bathroom above one up to this many adds `perBathroom` (decided here: 4). */
export const BATHROOMS_CAP = 4;

const BEDROOM_DUMMIES = [0, 1, 3, 4, 5, 6] as const;
const TYPE_DUMMIES = ['Terraced', 'SemiDetached', 'Detached', 'Other', 'unknown'] as const;

/** Coefficients that change nothing (every effect 0): the hedonic of a model with no data. */
export function neutralHedonic(): HedonicCoefficients {
  return {
    bedrooms: [0, 0, 0, 0, 0, 0, 0],
    perBedroomAbove: 0,
    perBathroom: 0,
    bathroomsCap: BATHROOMS_CAP,
    type: { Flat: 0, Terraced: 0, SemiDetached: 0, Detached: 0, Other: 0, unknown: 0 },
  };
}

/** Bathrooms above one counted for a home: 0 when unknown, at most cap − 1. */
function extraBathrooms(bathrooms: number | null, cap: number): number {
  if (bathrooms == null || !Number.isFinite(bathrooms)) return 0;
  return Math.max(0, Math.min(bathrooms, cap) - 1);
}

/**
 * The log effect of a home's features relative to a 2-bedroom flat with one bathroom.
 * @param features bedrooms (0 = studio), bathrooms (`null` = unknown, no effect), type (`null` = unknown)
 * @param c fitted coefficients
 * @returns log(amount) − log(amount of the reference home); amount ratios are exp of differences
 */
export function hedonicLog(features: HomeFeatures, c: HedonicCoefficients): number {
  const beds = Math.max(0, Math.round(features.bedrooms));
  const bedroomEffect = (c.bedrooms[Math.min(beds, 6)] ?? 0) + Math.max(0, beds - 6) * c.perBedroomAbove;
  const typeEffect = c.type[features.type ?? 'unknown'] ?? 0;
  return bedroomEffect + extraBathrooms(features.bathrooms, c.bathroomsCap) * c.perBathroom + typeEffect;
}

/** The design row of a home: bedroom dummies, bedrooms above 6, extra bathrooms, type dummies. */
function designRow(row: HomeFeatures): number[] {
  const beds = Math.max(0, Math.round(row.bedrooms));
  const capped = Math.min(beds, 6);
  const type: PropertyType | 'unknown' = row.type ?? 'unknown';
  return [
    ...BEDROOM_DUMMIES.map((b) => (capped === b ? 1 : 0)),
    Math.max(0, beds - 6),
    extraBathrooms(row.bathrooms, BATHROOMS_CAP),
    ...TYPE_DUMMIES.map((t) => (type === t ? 1 : 0)),
  ];
}

/**
 * Fits the hedonic coefficients: ordinary least squares of log(amount) on the design (bedroom dummies 0, 1,
 * 3–6 with 2 bedrooms the reference, bedrooms above 6, bathrooms above one capped at {@link BATHROOMS_CAP},
 * type dummies with Flat the reference and `unknown`), with district fixed effects: log(amount) and every
 * column are demeaned within the postcode district first (a district with one row adds nothing). Solved by
 * the normal equations (ml-matrix); a column with no variation gets 0.
 *
 * Then: bedroom effects are made non-decreasing by a cumulative maximum from 0 bedrooms up and re-anchored
 * so that 2 bedrooms is 0; the effects per bedroom above 6 and per bathroom are at least 0; when no row has
 * an unknown type, `unknown` is the row-weighted mean of the type effects (a home of any type).
 *
 * @param rows observations with a positive amount
 * @returns the coefficients; {@link neutralHedonic} when there are no usable rows
 */
export function fitHedonic(rows: Observation[]): HedonicCoefficients {
  const byDistrict = new Map<string, Observation[]>();
  for (const r of rows) {
    if (!(r.amount > 0)) continue;
    const list = byDistrict.get(r.outcode) ?? [];
    list.push(r);
    byDistrict.set(r.outcode, list);
  }
  const k = BEDROOM_DUMMIES.length + 2 + TYPE_DUMMIES.length;
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  const typeCounts = new Map<string, number>();
  for (const group of byDistrict.values()) {
    for (const r of group)
      typeCounts.set(r.type ?? 'unknown', (typeCounts.get(r.type ?? 'unknown') ?? 0) + 1);
    if (group.length < 2) continue;
    const xs = group.map(designRow);
    const ys = group.map((r) => Math.log(r.amount));
    const meanX = new Array<number>(k).fill(0);
    for (const x of xs)
      for (let j = 0; j < k; j++) meanX[j] = (meanX[j] as number) + (x[j] as number) / xs.length;
    const meanY = ys.reduce((s, y) => s + y, 0) / ys.length;
    xs.forEach((x, i) => {
      const dx = x.map((v, j) => v - (meanX[j] as number));
      const dy = (ys[i] as number) - meanY;
      for (let a = 0; a < k; a++) {
        const va = dx[a] as number;
        if (va === 0) continue;
        xty[a] = (xty[a] as number) + va * dy;
        const rowA = xtx[a] as number[];
        for (let b = 0; b < k; b++) rowA[b] = (rowA[b] as number) + va * (dx[b] as number);
      }
    });
  }
  const used = [...Array(k).keys()].filter((j) => ((xtx[j] as number[])[j] as number) > 1e-9);
  const beta = new Array<number>(k).fill(0);
  if (used.length > 0) {
    const a = new Matrix(
      used.map((i) => used.map((j) => ((xtx[i] as number[])[j] as number) + (i === j ? 1e-9 : 0))),
    );
    const b = Matrix.columnVector(used.map((i) => xty[i] as number));
    const solved = solve(a, b).getColumn(0);
    used.forEach((j, n) => {
      beta[j] = Number.isFinite(solved[n]) ? (solved[n] as number) : 0;
    });
  }
  const raw = [beta[0], beta[1], 0, beta[2], beta[3], beta[4], beta[5]] as number[];
  const monotone: number[] = [];
  for (const [i, v] of raw.entries()) monotone.push(i === 0 ? v : Math.max(v, monotone[i - 1] as number));
  const anchor = monotone[2] as number;
  const [terraced, semi, detached, other, unknownFitted] = TYPE_DUMMIES.map((_, i) => beta[8 + i] as number);
  const type = {
    Flat: 0,
    Terraced: terraced ?? 0,
    SemiDetached: semi ?? 0,
    Detached: detached ?? 0,
    Other: other ?? 0,
    unknown: unknownFitted ?? 0,
  };
  if (!typeCounts.get('unknown')) {
    const total = PROPERTY_TYPES.reduce((s, t) => s + (typeCounts.get(t) ?? 0), 0);
    type.unknown = total
      ? PROPERTY_TYPES.reduce((s, t) => s + type[t] * (typeCounts.get(t) ?? 0), 0) / total
      : 0;
  }
  return {
    bedrooms: monotone.map((v) => v - anchor),
    perBedroomAbove: Math.max(0, beta[6] as number),
    perBathroom: Math.max(0, beta[7] as number),
    bathroomsCap: BATHROOMS_CAP,
    type,
  };
}
