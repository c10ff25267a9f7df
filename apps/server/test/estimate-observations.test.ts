import { buildComparablePool } from '@stairway/domain/estimator/comparables';
import { estimateHome } from '@stairway/domain/estimator/estimate';
import { ESTIMATE_MONTH } from '@stairway/domain/estimator/indices';
import type { EstimateQuery } from '@stairway/domain/estimator/types';
import { describe, expect, it } from 'vitest';
import {
  addressKeyOf,
  loadEstimateModel,
  loadRentObservations,
  loadValueObservations,
} from '../src/db/seed/estimate-observations';
import { authorityPriorFor } from '../src/db/seed/estimate-tables';
import { splitForTraining } from '../src/db/seed/train-estimate-model';

describe('bundled estimator observations and model', () => {
  it('reads the London rentals and UK for-sale listings with months, points and address keys', () => {
    const rent = loadRentObservations();
    const value = loadValueObservations();
    expect(rent.length).toBeGreaterThan(9000);
    expect(value.length).toBeGreaterThan(50_000);
    expect(new Set(rent.map((r) => r.month))).toEqual(new Set(['2020-09']));
    expect(new Set(value.map((r) => r.month))).toEqual(new Set(['2025-12']));
    expect(value.every((r) => r.sector?.startsWith(`${r.outcode} `))).toBe(true);
    const first = rent[0];
    expect(first && addressKeyOf(first.id)).toBe(first?.addressKey);
    expect(loadRentObservations()).toBe(rent);
  });

  it('keeps near-duplicates of training rows out of the validation split', () => {
    const { train, validation } = splitForTraining(loadRentObservations());
    const seen = new Set(train.map((r) => `${r.addressKey}|${r.bedrooms}`));
    expect(validation.length).toBeGreaterThan(500);
    expect(validation.some((r) => r.addressKey && seen.has(`${r.addressKey}|${r.bedrooms}`))).toBe(false);
  });

  it('has models trained on the bundled rows as they are now (else run npm run train:estimates)', () => {
    const models = loadEstimateModel();
    for (const [kind, rows] of [
      ['rent', loadRentObservations()],
      ['value', loadValueObservations()],
    ] as const) {
      const { train, validation } = splitForTraining(rows);
      const { trainedOn } = models[kind];
      expect(trainedOn.rows).toBe(train.length);
      expect(trainedOn.validationRows + trainedOn.calibrationRows).toBe(validation.length);
    }
  });

  it('has a trained rent and value model that price a 2-bedroom detached house in PO37 above a flat', () => {
    const models = loadEstimateModel();
    expect(models.rent.conformal.map((b) => b.support)).toEqual(['strong', 'some', 'thin', 'prior-only']);
    const pool = buildComparablePool(loadValueObservations(), 'value');
    const at = { outcode: 'PO37', sector: 'PO37 6', lat: 50.6296, lng: -1.1796, month: ESTIMATE_MONTH };
    const flat = { ...at, bedrooms: 2, bathrooms: null, type: 'Flat' as const };
    const house = { ...flat, type: 'Detached' as const };
    const prior = (query: EstimateQuery) => authorityPriorFor('value', query);
    const a = estimateHome(models.value, pool, flat, prior(flat));
    const b = estimateHome(models.value, pool, house, prior(house));
    expect(b.value).toBeGreaterThan(a.value);
    expect(a.low).toBeLessThan(a.value);
    expect(a.high).toBeGreaterThan(a.value);
  });
});
