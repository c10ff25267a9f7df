/**
 * Trains the production models of the calibrated estimator on all bundled observations and writes
 * apps/server/seed-data/estimate-model.json ({ rent, value }, TrainedModel of
 * packages/domain/src/estimator/types.ts). One row in five (by an FNV-1a hash of the id) is the validation
 * split, less any row whose normalised address and bedrooms match a training row (a near-duplicate); the
 * other four in five are the training rows. trainModel then chooses the settings on one half of the
 * validation split and calibrates the intervals on the other. Deterministic: the same files give the same
 * model.
 *
 * Run: npm run train:estimates
 */
import fs from 'node:fs';
import { trainModel } from '@stairway/domain/estimator/train';
import type { EstimateKind, TrainedModel } from '@stairway/domain/estimator/types';
import { fnv1a32 } from '@stairway/domain/listing';
import {
  type EstimateObservation,
  estimateModelFile,
  loadRentObservations,
  loadValueObservations,
} from './estimate-observations';
import { authorityPriorFor } from './estimate-tables';

/** One row in this many is a validation row (decided here: a fifth). */
export const VALIDATION_SHARE = 5;

/** Whether a row is in the production model's validation split (by FNV-1a of the id). */
export const isValidationRow = (id: string) => fnv1a32(`model-validation:${id}`) % VALIDATION_SHARE === 0;

/**
 * Splits rows into training and validation rows, dropping validation rows that are near-duplicates of a
 * training row (same address key and bedrooms).
 */
export function splitForTraining(rows: readonly EstimateObservation[]) {
  const train = rows.filter((r) => !isValidationRow(r.id));
  const seen = new Set(train.filter((r) => r.addressKey).map((r) => `${r.addressKey}|${r.bedrooms}`));
  const validation = rows.filter(
    (r) => isValidationRow(r.id) && !(r.addressKey && seen.has(`${r.addressKey}|${r.bedrooms}`)),
  );
  return { train, validation };
}

function train(kind: EstimateKind, rows: readonly EstimateObservation[], source: string): TrainedModel {
  const { train, validation } = splitForTraining(rows);
  const strip = (r: EstimateObservation) => {
    const { addressKey: _, ...observation } = r;
    return observation;
  };
  return trainModel(kind, {
    train: train.map(strip),
    validation: validation.map(strip),
    priorFor: (query) => authorityPriorFor(kind, query),
    note:
      `${source}; validation = 1 row in ${VALIDATION_SHARE} by FNV-1a of the id (near-duplicates of training ` +
      'rows dropped), halved by hash: settings chosen on one half (MdAPE), intervals calibrated on the other',
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').at(-1) ?? '')) {
  const started = Date.now();
  const rent = train(
    'rent',
    loadRentObservations(),
    'rentals-london-2020.csv (Zoopla London, September 2020)',
  );
  console.log(`rent: ${JSON.stringify(rent.settings)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const value = train(
    'value',
    loadValueObservations(),
    'sales-listings-2025.csv (Rightmove UK sample, December 2025)',
  );
  console.log(`value: ${JSON.stringify(value.settings)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  fs.writeFileSync(estimateModelFile, `${JSON.stringify({ rent, value }, null, 2)}\n`);
  console.log(`${estimateModelFile} written`);
}
