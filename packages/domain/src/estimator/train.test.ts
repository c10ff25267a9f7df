import { describe, expect, it } from 'vitest';
import { buildComparablePool } from './comparables';
import { estimateHome } from './estimate';
import { mdape, queryOf, SETTINGS_GRID, settingsGrid, trainModel, validationHalf } from './train';
import type { Observation } from './types';

/** A deterministic pseudo-random number in [0, 1) (a small LCG). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Rents in 8 districts a kilometre or so apart, log-linear in bedrooms, with 10% noise. */
function rows(n: number, seed: number, prefix: string): Observation[] {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const d = i % 8;
    const bedrooms = 1 + Math.floor(r() * 3);
    const logRent = Math.log(1200) + d * 0.05 + (bedrooms - 2) * 0.25 + (r() - 0.5) * 0.2;
    return {
      id: `${prefix}${i}`,
      outcode: `E${d + 1}`,
      sector: null,
      lat: 51.5 + d * 0.01,
      lng: -0.05,
      bedrooms,
      bathrooms: 1,
      type: 'Flat' as const,
      amount: Math.round(Math.exp(logRent)),
      month: '2020-09',
    };
  });
}

describe('trainModel', () => {
  it('fits, chooses settings from the grid and calibrates every bucket, deterministically', () => {
    const input = {
      train: rows(300, 1, 't'),
      validation: rows(200, 2, 'v'),
      priorFor: () => ({ median: 1300, lq: 1100, uq: 1500, authorityName: 'Test', band: 2 }),
      note: 'synthetic',
    };
    const model = trainModel('rent', input);
    expect(settingsGrid()).toContainEqual(model.settings);
    expect(model.conformal.map((b) => b.support)).toEqual(['strong', 'some', 'thin', 'prior-only']);
    expect(model.hedonic.bedrooms[3]).toBeCloseTo(0.25, 1);
    expect(model.trainedOn).toMatchObject({ rows: 300, months: ['2020-09'], note: 'synthetic' });
    expect(model.trainedOn.validationRows + model.trainedOn.calibrationRows).toBe(200);
    const strong = model.conformal[0];
    // Noise is uniform ±10% in logs: the 80% interval is about ±0.08 wide around 0.
    expect(strong?.lower).toBeGreaterThan(-0.2);
    expect(strong?.upper).toBeLessThan(0.2);
    expect(trainModel('rent', input)).toEqual(model);
    // A model file written before otherDistrictKm existed (no such field) estimates as with 0.
    const { otherDistrictKm: _, ...oldSettings } = model.settings;
    const old = JSON.parse(JSON.stringify({ ...model, settings: oldSettings }));
    const pool = buildComparablePool(input.train, 'rent');
    expect(old.settings).not.toHaveProperty('otherDistrictKm');
    const query = queryOf(input.validation[0] as Observation);
    const prior = input.priorFor();
    expect(estimateHome(old, pool, query, prior)).toEqual(
      estimateHome({ ...model, settings: { ...model.settings, otherDistrictKm: 0 } }, pool, query, prior),
    );
  }, 30_000);

  it('tries every other-district distance with every other setting, 0 first', () => {
    const grid = settingsGrid();
    expect(grid).toHaveLength(3 * 3 * 3 * SETTINGS_GRID.otherDistrictKm.length);
    expect(SETTINGS_GRID.otherDistrictKm[0]).toBe(0);
    expect(SETTINGS_GRID.otherDistrictKm.some((km) => km > 0)).toBe(true);
    for (const km of SETTINGS_GRID.otherDistrictKm)
      expect(grid.filter((s) => s.otherDistrictKm === km)).toHaveLength(27);
    expect(grid[0]).toEqual({
      neighbours: 10,
      bandwidthKm: 1,
      maxDistanceKm: 3,
      priorWeight: 2,
      otherDistrictKm: 0,
    });
  });

  it('splits validation rows in two halves by hash and measures MdAPE', () => {
    const halves = rows(200, 3, 'h').map((r) => validationHalf(r.id));
    expect(halves.filter((h) => h === 'select').length).toBeGreaterThan(70);
    expect(halves.filter((h) => h === 'calibrate').length).toBeGreaterThan(70);
    expect(
      mdape([
        { actual: 100, estimate: 110 },
        { actual: 100, estimate: 80 },
        { actual: 100, estimate: 95 },
      ]),
    ).toBe(10);
  });
});
