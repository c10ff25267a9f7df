/**
 * Reads the bundled observations and the trained model of the calibrated estimator
 * (apps/server/seed-data/DATA.md "Estimate observations", made by make-estimate-observations.ts
 * and train-estimate-model.ts). Read once, on first use, and kept in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROPERTY_TYPES, type PropertyType } from '@stairway/domain/constants';
import type { Observation, TrainedModel } from '@stairway/domain/estimator/types';
import { parse } from 'csv-parse/sync';
import { serverRoot } from '../../server-root';

/** Folder of the bundled seed data (as seed.ts's `seedDataDir`; not imported from there to avoid a cycle). */
const seedDataDir = path.join(serverRoot, 'seed-data');

/** The file of the trained models. */
export const estimateModelFile = path.join(seedDataDir, 'estimate-model.json');

/** An observation with its normalised display address (lower case, no punctuation), for near-duplicate checks. */
export type EstimateObservation = Observation & { addressKey: string };

const readCsv = (file: string) =>
  parse(fs.readFileSync(path.join(seedDataDir, file)), { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;

const isPropertyType = (value: string): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value);

let centroids: Map<string, { lat: number; lng: number }> | null = null;
/** District centroids (WGS84 degrees) from outcode-centroids.csv, read once. */
export function loadOutcodeCentroids(): ReadonlyMap<string, { lat: number; lng: number }> {
  if (!centroids) {
    centroids = new Map();
    for (const r of readCsv('outcode-centroids.csv')) {
      const lat = Number(r.latitude);
      const lng = Number(r.longitude);
      if (r.outcode && Number.isFinite(lat) && Number.isFinite(lng)) centroids.set(r.outcode, { lat, lng });
    }
  }
  return centroids;
}

function toObservations(rows: Array<Record<string, string>>, amountColumn: string): EstimateObservation[] {
  const points = loadOutcodeCentroids();
  const out: EstimateObservation[] = [];
  for (const r of rows) {
    const point = points.get(r.outcode ?? '');
    const amount = Number(r[amountColumn]);
    const bedrooms = Number(r.bedrooms);
    if (!point || !r.id || !r.outcode || !(amount > 0) || !Number.isFinite(bedrooms) || !r.month) continue;
    const bathrooms = r.bathrooms ? Number(r.bathrooms) : Number.NaN;
    out.push({
      id: r.id,
      outcode: r.outcode,
      sector: r.sector || null,
      lat: point.lat,
      lng: point.lng,
      bedrooms,
      bathrooms: Number.isFinite(bathrooms) ? bathrooms : null,
      type: r.type && isPropertyType(r.type) ? r.type : null,
      amount,
      month: r.month,
      addressKey: r.address_key ?? '',
    });
  }
  return out;
}

let rent: EstimateObservation[] | null = null;
let value: EstimateObservation[] | null = null;

/**
 * The London rental listings (rentals-london-2020.csv) as observations: rent in pounds a month of September
 * 2020, the district centroid as the point (rows whose district has no centroid are dropped). Read once.
 */
export function loadRentObservations(): EstimateObservation[] {
  rent ??= toObservations(readCsv('rentals-london-2020.csv'), 'rent');
  return rent;
}

/**
 * The UK for-sale listings (sales-listings-2025.csv) as observations: asking price in pounds of December
 * 2025, postcode sector, the district centroid as the point (rows without one dropped). Read once.
 */
export function loadValueObservations(): EstimateObservation[] {
  value ??= toObservations(readCsv('sales-listings-2025.csv'), 'price');
  return value;
}

let addressKeys: Map<string, string> | null = null;
/** The normalised address of an observation by id (rent and value ids), `undefined` when not bundled. */
export function addressKeyOf(id: string): string | undefined {
  if (!addressKeys) {
    addressKeys = new Map();
    for (const r of [...loadRentObservations(), ...loadValueObservations()])
      addressKeys.set(r.id, r.addressKey);
  }
  return addressKeys.get(id);
}

let models: { rent: TrainedModel; value: TrainedModel } | null = null;
/**
 * The trained models (estimate-model.json, made by `npm run train:estimates`), read once.
 * @throws Error when the file is missing or not a model of each kind
 */
export function loadEstimateModel(): { rent: TrainedModel; value: TrainedModel } {
  if (!models) {
    const parsed = JSON.parse(fs.readFileSync(estimateModelFile, 'utf8')) as {
      rent: TrainedModel;
      value: TrainedModel;
    };
    if (parsed.rent?.kind !== 'rent' || parsed.value?.kind !== 'value') {
      throw new Error(`${estimateModelFile} does not hold a rent and a value model`);
    }
    models = parsed;
  }
  return models;
}
