/**
 * Makes `apps/server/seed-data/outcode-local-authorities.csv` (DATA.md, "Estimate tables"): each postcode
 * district's local authorities of the 2019 table with weights, from the bundled ONS boundaries
 * (apps/server/data-sources/local-authority-boundaries/, SOURCE.md) and the district centroids
 * (seed-data/outcode-centroids.csv, checked against apps/server/data-sources/outcode-centroids-os-2014/ by
 * `reconcileCentroids`, packages/domain/src/district-centroids.ts), by `weightDistrictAuthorities`
 * (packages/domain/src/authority-geography.ts).
 * Reads only bundled files, so it runs without ../shared. make-estimate-tables.ts calls it; it also runs alone:
 * node --import tsx apps/server/src/db/seed/make-outcode-authorities.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DistrictCentroid,
  prepareAuthorityShapes,
  type WeightedAuthority,
  weightDistrictAuthorities,
} from '@stairway/domain/authority-geography';
import { reconcileCentroids } from '@stairway/domain/district-centroids';
import { normaliseAuthorityName } from '@stairway/domain/local-authorities';
import { getPostcodeArea } from '@stairway/domain/postcode';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { repoRoot } from '../../config';

const seedDataDir = path.join(repoRoot, 'apps/server/seed-data');
const boundariesDir = path.join(repoRoot, 'apps/server/data-sources/local-authority-boundaries');
const checkCentroidsDir = path.join(repoRoot, 'apps/server/data-sources/outcode-centroids-os-2014');
/** The second centroid table that checks `outcode-centroids.csv` (its SOURCE.md). */
const CHECK_CENTROIDS = 'outcode-centroids-os-2014.csv';

/** The bundled boundary files (made by make-authority-boundaries.ts). */
const BOUNDARY_FILES = [
  'gb-local-authority-districts-2013.geojson',
  'ni-local-government-districts-2015.geojson',
] as const;

/**
 * Boundaries of an authority that the 2019 table leaves out, counted for a neighbour instead. The Isles of
 * Scilly (E06000053) have no row in the table; they count for Cornwall, as before (an approximation: the
 * islands' rents and prices are not Cornwall's).
 */
export const STAND_INS: Readonly<Record<string, string>> = { E06000053: 'E06000052' };

/** Postcode areas of the Crown dependencies (not in the UK, not in the 2019 table): given no authority. */
const CROWN_DEPENDENCY_AREAS = new Set(['GY', 'JE', 'IM']);

/** A boundary's code and name, and the code of the 2019 table it counts for and how that was found. */
export type BoundaryMatch = {
  code: string;
  name: string;
  laCode: string | null;
  how: 'code' | 'name' | 'stand-in' | 'none';
};

/**
 * Matches the boundaries' codes to the 2019 table: by code, else by normalised name (codes changed for the
 * same area), else by {@link STAND_INS}.
 * @param boundaries code and name of each boundary
 * @param authorities code (`la_code`) and name of each authority of the 2019 table
 * @returns one match per boundary; `laCode` null (`how: 'none'`) where nothing matches
 */
export function matchBoundaryCodes(
  boundaries: ReadonlyArray<{ code: string; name: string }>,
  authorities: ReadonlyArray<{ code: string; name: string }>,
): BoundaryMatch[] {
  const codes = new Set(authorities.map((a) => a.code));
  const byName = new Map(authorities.map((a) => [normaliseAuthorityName(a.name), a.code]));
  return boundaries.map(({ code, name }) => {
    if (codes.has(code)) return { code, name, laCode: code, how: 'code' };
    const named = byName.get(normaliseAuthorityName(name));
    if (named) return { code, name, laCode: named, how: 'name' };
    const standIn = STAND_INS[code];
    if (standIn && codes.has(standIn)) return { code, name, laCode: standIn, how: 'stand-in' };
    return { code, name, laCode: null, how: 'none' };
  });
}

const readCsv = (file: string, dir = seedDataDir) =>
  parse(fs.readFileSync(path.join(dir, file)), { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;

/** The result of {@link makeOutcodeAuthorities}. */
export type OutcodeAuthorities = {
  rows: WeightedAuthority[];
  /** Each district's largest-weight authority (for the Land Registry authority medians). */
  majority: Map<string, string>;
  matches: BoundaryMatch[];
  /** Codes of the 2019 table that no boundary counts for. */
  unmatchedAuthorities: string[];
  /** Districts whose centroid was replaced by the check table's, with the distance between the two in km. */
  replacedCentroids: Array<{ outcode: string; km: number }>;
};

/**
 * Builds the weighted district → authority table and writes `outcode-local-authorities.csv`
 * (`outcode,la_code,weight,method`, one row per district and authority, largest weight first).
 * @param write whether to write the CSV (default true)
 * @returns the rows, each district's majority authority and the boundary code matches
 */
export function makeOutcodeAuthorities(write = true): OutcodeAuthorities {
  const authorities = readCsv('local-authority-quartiles-2019.csv').map((r) => ({
    code: r.la_code ?? '',
    name: r.name ?? '',
  }));
  const features = BOUNDARY_FILES.flatMap(
    (file) =>
      (
        JSON.parse(fs.readFileSync(path.join(boundariesDir, file), 'utf8')) as FeatureCollection<
          Polygon | MultiPolygon,
          { code: string; name: string }
        >
      ).features,
  );
  const matches = matchBoundaryCodes(
    features.map((f) => f.properties),
    authorities,
  );
  const laCodeOf = new Map(matches.map((m) => [m.code, m.laCode]));
  const shapes = prepareAuthorityShapes(
    features.flatMap((f) => {
      const laCode = laCodeOf.get(f.properties.code);
      return laCode ? [{ code: laCode, geometry: f.geometry }] : [];
    }),
  );
  const centroids: DistrictCentroid[] = readCsv('outcode-centroids.csv')
    .map((r) => ({ outcode: r.outcode ?? '', lat: Number(r.latitude), lng: Number(r.longitude) }))
    .filter(
      (d) => d.outcode && Number.isFinite(d.lat) && Number.isFinite(d.lng) && !(d.lat === 0 && d.lng === 0),
    );
  const check = new Map(
    readCsv(CHECK_CENTROIDS, checkCentroidsDir).map((r) => [
      r.outcode ?? '',
      { lat: Number(r.latitude), lng: Number(r.longitude) },
    ]),
  );
  const reconciled = reconcileCentroids(centroids, check);
  const districts = reconciled.centroids.filter(
    (d) => !CROWN_DEPENDENCY_AREAS.has(getPostcodeArea(d.outcode) ?? ''),
  );
  const rows = weightDistrictAuthorities(districts, reconciled.bounding, shapes);
  const majority = new Map<string, string>();
  for (const r of rows) if (!majority.has(r.outcode)) majority.set(r.outcode, r.code);
  if (write) {
    fs.writeFileSync(
      path.join(seedDataDir, 'outcode-local-authorities.csv'),
      stringify(
        rows.map((r) => [r.outcode, r.code, r.weight, r.method]),
        { header: true, columns: ['outcode', 'la_code', 'weight', 'method'] },
      ),
    );
    console.log(`outcode-local-authorities.csv: ${rows.length} rows, ${majority.size} districts`);
  }
  const used = new Set(matches.map((m) => m.laCode));
  const unmatchedAuthorities = authorities.map((a) => a.code).filter((c) => !used.has(c));
  return { rows, majority, matches, unmatchedAuthorities, replacedCentroids: reconciled.replaced };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { matches, unmatchedAuthorities, majority, rows, replacedCentroids } = makeOutcodeAuthorities();
  console.log(
    `centroids replaced: ${replacedCentroids.length} (${replacedCentroids.map((r) => `${r.outcode} ${r.km} km`).join(', ')})`,
  );
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const m of matches.filter((x) => x.how !== 'code'))
    console.log(`boundary ${m.code} ${m.name}: ${m.how} ${m.laCode}`);
  console.log(`2019 authorities with no boundary: ${unmatchedAuthorities.join(', ') || 'none'}`);
  console.log(
    `authorities used: ${new Set(rows.map((r) => r.code)).size}; largest: ${new Set(majority.values()).size}`,
  );
  const nearest = rows.filter((r) => r.method === 'nearest-boundary').map((r) => r.outcode);
  console.log(`nearest-boundary: ${nearest.length} (${nearest.join(' ')})`);
}
