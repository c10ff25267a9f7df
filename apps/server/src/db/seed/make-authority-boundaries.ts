/**
 * Makes the bundled local-authority boundaries (apps/server/data-sources/local-authority-boundaries/, see its
 * SOURCE.md) from Martin Chorley's UK-GeoJSON TopoJSON files (ONS/OS boundaries, OGL; packaging CC BY 4.0):
 * Great Britain's local authority districts of 2013 (`json/administrative/gb/topo_lad.json`) and Northern
 * Ireland's 11 councils (`json/administrative/ni/topo_lgd.json`). Each is simplified on its topology (shared
 * borders stay shared, so no gaps open between neighbours) with `topojson-simplify`, turned into GeoJSON with
 * `topojson-client`, and its coordinates rounded to 4 decimals (about 11 m); each feature keeps only
 * `code` (ONS GSS code) and `name`.
 *
 * Run once, when the source changes: node --import tsx apps/server/src/db/seed/make-authority-boundaries.ts
 * GB_TOPOJSON NI_TOPOJSON (e.g. files written by `git show 88339000fc8711feb9c146d5cd7d145bf286350d:json/…`).
 * The product and make-outcode-authorities.ts read only the bundled output.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { repoRoot } from '../../config';

/** The folder of the bundled boundaries. */
export const boundariesDir = path.join(repoRoot, 'apps/server/data-sources/local-authority-boundaries');

/**
 * The smallest Visvalingam weight kept by the simplification, in square degrees (the area of the triangle a
 * point makes with its neighbours): 1e-5, about 0.075 km² at 52° N. It keeps about 15% of Great Britain's
 * points (2 MB of TopoJSON to 1.3 MB of GeoJSON) and the same detail in Northern Ireland.
 */
const MIN_WEIGHT = 1e-5;

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** A ring rounded to 4 decimals without repeated points, or `null` when fewer than 4 points remain. */
function roundRing(ring: Position[]): Position[] | null {
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const p = [round(x ?? 0), round(y ?? 0)];
    const last = out.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 4 ? out : null;
}

function roundGeometry(geometry: Geometry): Geometry | null {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  const kept = polygons
    .map((rings) => rings.map(roundRing))
    .filter((rings) => rings[0])
    .map((rings) => rings.filter((r): r is Position[] => r !== null));
  return kept.length === 0 ? null : { type: 'MultiPolygon', coordinates: kept };
}

/**
 * Converts one TopoJSON file to a simplified, rounded GeoJSON feature collection.
 * @param file the TopoJSON file
 * @param codeOf reads the ONS code from a source feature's properties
 * @param nameOf reads the name
 */
function convert(
  file: string,
  codeOf: (p: Record<string, unknown>) => string,
  nameOf: (p: Record<string, unknown>) => string,
): FeatureCollection {
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology<Objects<Record<string, unknown>>>;
  const simplified = simplify(presimplify(topology), MIN_WEIGHT);
  const objectName = Object.keys(simplified.objects)[0] ?? '';
  const collection = feature(simplified, simplified.objects[objectName] as GeometryCollection);
  const features: Feature[] = [];
  for (const f of collection.features) {
    const geometry = f.geometry ? roundGeometry(f.geometry) : null;
    const properties = (f.properties ?? {}) as Record<string, unknown>;
    if (geometry)
      features.push({
        type: 'Feature',
        properties: { code: codeOf(properties), name: nameOf(properties) },
        geometry,
      });
  }
  return { type: 'FeatureCollection', features };
}

const [gb, ni] = process.argv.slice(2);
if (!gb || !ni) throw new Error('usage: make-authority-boundaries.ts GB_TOPOJSON NI_TOPOJSON');
fs.mkdirSync(boundariesDir, { recursive: true });
const outputs = {
  'gb-local-authority-districts-2013.geojson': convert(
    gb,
    (p) => String(p.LAD13CD),
    (p) => String(p.LAD13NM),
  ),
  'ni-local-government-districts-2015.geojson': convert(
    ni,
    (p) => String(p.LGDCode),
    (p) => String(p.LGDNAME),
  ),
};
for (const [name, collection] of Object.entries(outputs)) {
  const text = `{"type":"FeatureCollection","features":[\n${collection.features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
  fs.writeFileSync(path.join(boundariesDir, name), text);
  console.log(`${name}: ${collection.features.length} features, ${(text.length / 1e6).toFixed(2)} MB`);
}
