/**
 * The serving shortcuts of lib/calibrated-estimates.ts change no estimate: rows restated once in pounds of
 * ESTIMATE_MONTH, an empty pool for homes beyond the reach of every comparable, the memoised priors and
 * estimates all give exactly what the estimator gives on the bundled rows as they are (estimateHome with the
 * authority prior, packages/domain/src/estimator).
 */
import type { PropertyType } from '@stairway/domain/constants';
import { buildComparablePool } from '@stairway/domain/estimator/comparables';
import { estimateHome } from '@stairway/domain/estimator/estimate';
import { authorityPrior } from '@stairway/domain/estimator/prior';
import type { EstimateKind } from '@stairway/domain/estimator/types';
import { describe, expect, it } from 'vitest';
import {
  loadEstimateModel,
  loadRentObservations,
  loadValueObservations,
} from '../../src/db/seed/estimate-observations';
import { authoritiesFor, landRegistryFor, loadEstimateTables } from '../../src/db/seed/estimate-tables';
import { estimateCalibrated, estimateHomeRent, homeQuery } from '../../src/lib/calibrated-estimates';

/** London (rent comparables), the Isle of Wight and elsewhere (none), a border district, Guernsey. */
const OUTCODES = ['E15', 'N7', 'SW11', 'CR0', 'HA1', 'SL1', 'PO37', 'SO16', 'B1', 'GY1'];
const TYPES: Array<PropertyType | null> = ['Flat', 'Terraced', 'Detached', null];

describe('calibrated estimates as served', () => {
  const raw = {
    rent: buildComparablePool(loadRentObservations(), 'rent'),
    value: buildComparablePool(loadValueObservations(), 'value'),
  };
  const tables = loadEstimateTables();

  it('equal the estimator on the bundled rows as they are, for every kind, district, size and type tried', () => {
    let compared = 0;
    for (const kind of ['rent', 'value'] as EstimateKind[])
      for (const outcode of OUTCODES)
        for (const bedrooms of [0, 1, 2, 4, 6])
          for (const type of TYPES) {
            const home = {
              outcode,
              postcode: `${outcode} 1AB`,
              bedrooms,
              bathrooms: bedrooms > 2 ? 2 : null,
              type,
            };
            const query = homeQuery(home);
            if (!query) throw new Error(`no centroid for ${outcode}`);
            const prior = authorityPrior(kind, authoritiesFor(tables, outcode), bedrooms, query.month, {
              landRegistry: kind === 'value' ? landRegistryFor(tables, outcode) : null,
            });
            const expected = estimateHome(loadEstimateModel()[kind], raw[kind], query, prior);
            expect(estimateCalibrated(kind, home), `${kind} ${outcode} ${bedrooms} ${type}`).toEqual(
              expected,
            );
            compared++;
          }
    expect(compared).toBe(400);
  });

  it('reads the sector from a full postcode only, and cannot place a district without a centroid', () => {
    expect(
      homeQuery({ outcode: 'E15', postcode: 'e15 1ab', bedrooms: 2, bathrooms: 1, type: 'Flat' }),
    ).toMatchObject({
      outcode: 'E15',
      sector: 'E15 1',
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    expect(
      homeQuery({ outcode: 'E15', postcode: null, bedrooms: 2, bathrooms: 1, type: 'Flat' })?.sector,
    ).toBeNull();
    expect(
      homeQuery({ outcode: 'ZZ99', postcode: null, bedrooms: 2, bathrooms: 1, type: 'Flat' }),
    ).toBeNull();
    expect(
      estimateHomeRent({ outcode: 'ZZ99', postcode: null, bedrooms: 2, bathrooms: 1, type: 'Flat' }),
    ).toBeNull();
  });

  it('gives a listing’s rent with its 80% interval around it', () => {
    const rent = estimateHomeRent({
      outcode: 'E15',
      postcode: 'E15 1AB',
      bedrooms: 2,
      bathrooms: null,
      type: 'Flat',
    });
    expect(rent).not.toBeNull();
    expect(rent?.low).toBeLessThanOrEqual(rent?.value ?? 0);
    expect(rent?.high).toBeGreaterThanOrEqual(rent?.value ?? 0);
  });
});
