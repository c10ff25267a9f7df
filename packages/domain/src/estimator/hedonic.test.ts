import { describe, expect, it } from 'vitest';
import type { PropertyType } from '../constants';
import { fitHedonic, hedonicLog } from './hedonic';
import type { Observation } from './types';

/** A deterministic pseudo-random number in [0, 1) (a small LCG), so the synthetic rows never change. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TYPES: Array<PropertyType | null> = ['Flat', 'Terraced', 'SemiDetached', 'Detached', 'Other', null];
const TRUE_BEDS = [-0.5, -0.25, 0, 0.2, 0.35, 0.5, 0.6];
const TRUE_TYPE: Record<string, number> = {
  Flat: 0,
  Terraced: 0.1,
  SemiDetached: 0.2,
  Detached: 0.4,
  Other: 0.05,
  unknown: 0.15,
};

/** Rows of 40 districts with their own levels, log(amount) = district + effects + small noise. */
function syntheticRows(n: number, noise = 0.02): Observation[] {
  const r = rng(7);
  return Array.from({ length: n }, (_, i) => {
    const district = `D${i % 40}`;
    const bedrooms = Math.floor(r() * 8);
    const bathrooms = r() < 0.2 ? null : 1 + Math.floor(r() * 3);
    const type = TYPES[Math.floor(r() * TYPES.length)] ?? null;
    const level = 7 + (i % 40) * 0.03;
    const logAmount =
      level +
      (TRUE_BEDS[Math.min(bedrooms, 6)] as number) +
      Math.max(0, bedrooms - 6) * 0.1 +
      (bathrooms ? Math.min(bathrooms, 4) - 1 : 0) * 0.08 +
      (TRUE_TYPE[type ?? 'unknown'] as number) +
      (r() - 0.5) * noise;
    return {
      id: String(i),
      outcode: district,
      sector: null,
      lat: 51.5,
      lng: 0,
      bedrooms,
      bathrooms,
      type,
      amount: Math.exp(logAmount),
      month: '2020-09',
    };
  });
}

describe('fitHedonic', () => {
  it('recovers known coefficients from synthetic rows with district effects', () => {
    const c = fitHedonic(syntheticRows(4000));
    for (const [i, b] of TRUE_BEDS.entries()) expect(c.bedrooms[i]).toBeCloseTo(b, 1);
    expect(c.perBathroom).toBeCloseTo(0.08, 1);
    expect(c.perBedroomAbove).toBeCloseTo(0.1, 1);
    for (const t of Object.keys(TRUE_TYPE))
      expect(c.type[t as PropertyType]).toBeCloseTo(TRUE_TYPE[t] as number, 1);
  });

  it('makes bedroom effects non-decreasing, with 2 bedrooms the reference', () => {
    // 4 bedrooms cheaper than 3 in the data: the fit holds 4 at the 3-bedroom level.
    const rows = syntheticRows(2000).map((r) =>
      r.bedrooms === 4 ? { ...r, amount: r.amount * Math.exp(-0.3) } : r,
    );
    const c = fitHedonic(rows);
    expect(c.bedrooms[2]).toBe(0);
    for (let i = 1; i < c.bedrooms.length; i++)
      expect(c.bedrooms[i]).toBeGreaterThanOrEqual(c.bedrooms[i - 1] as number);
    expect(c.bedrooms[4]).toBeCloseTo(c.bedrooms[3] as number, 6);
  });

  it('prices a 6-bedroom house above a 4-bedroom one when the data shows it', () => {
    const c = fitHedonic(syntheticRows(3000));
    const six = hedonicLog({ bedrooms: 6, bathrooms: null, type: 'Detached' }, c);
    const four = hedonicLog({ bedrooms: 4, bathrooms: null, type: 'Detached' }, c);
    expect(six - four).toBeGreaterThan(0.2);
    expect(hedonicLog({ bedrooms: 8, bathrooms: null, type: 'Detached' }, c)).toBeGreaterThan(six);
  });

  it('gives a district with one row no say, and neutral coefficients without data', () => {
    const rows = syntheticRows(1000);
    const lone: Observation = { ...(rows[0] as Observation), id: 'lone', outcode: 'ZZ1', amount: 1e9 };
    expect(fitHedonic([...rows, lone])).toEqual(fitHedonic(rows));
    expect(fitHedonic([]).bedrooms).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts bathrooms above one up to the cap, and none when unknown', () => {
    const c = { ...fitHedonic([]), perBathroom: 0.1 };
    expect(hedonicLog({ bedrooms: 2, bathrooms: null, type: 'Flat' }, c)).toBe(0);
    expect(hedonicLog({ bedrooms: 2, bathrooms: 3, type: 'Flat' }, c)).toBeCloseTo(0.2, 9);
    expect(hedonicLog({ bedrooms: 2, bathrooms: 9, type: 'Flat' }, c)).toBeCloseTo(0.3, 9);
  });
});
