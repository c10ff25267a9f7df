/**
 * Reads the bundled tables of the landlord estimate (apps/server/seed-data/DATA.md "Estimate tables", made by
 * make-estimate-tables.ts) into memory: they are small (about 0.5 MB) and never change while the server
 * runs, so they are read once, on first use, and not loaded into the database (the seed stays as fast).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PropertyType } from '@stairway/domain/constants';
import { PROPERTY_TYPES } from '@stairway/domain/constants';
import { authorityPrior } from '@stairway/domain/estimator/prior';
import type { EstimateKind, EstimateQuery, PriorFigure } from '@stairway/domain/estimator/types';
import { type LocalAuthority, type Quartiles, RENT_INDEX_FACTORS } from '@stairway/domain/local-authorities';
import type { RentComparable } from '@stairway/domain/rent-estimate';
import type { LandRegistryPrices } from '@stairway/domain/value-estimate';
import { parse } from 'csv-parse/sync';
import { serverRoot } from '../../server-root';

/** Folder of the bundled seed data (the same as seed.ts's `seedDataDir`, which imports this module's users). */
const seedDataDir = path.join(serverRoot, 'seed-data');

/** A London rental listing with its id (used to hold rows back in the benchmark). */
export type RentalRow = RentComparable & { id: string };

/** The estimate tables. */
export type EstimateTables = {
  /** Local authorities of the 2019 table by ONS code. */
  authorities: ReadonlyMap<string, LocalAuthority>;
  /**
   * The local authorities of each postcode district with their weights (shares of the district's sampled
   * area, summing to 1; see make-outcode-authorities.ts), largest first.
   */
  authoritiesOfOutcode: ReadonlyMap<string, ReadonlyArray<{ code: string; weight: number }>>;
  /** London rental listings by postcode district, rents in today's pounds. */
  rentals: ReadonlyMap<string, readonly RentalRow[]>;
  /** Land Registry median price paid: `district|OUTCODE` or `authority|CODE` → periods. */
  landRegistry: ReadonlyMap<string, ReadonlyArray<{ period: string; sales: number; median: number }>>;
};

const readCsv = (dir: string, file: string) =>
  parse(fs.readFileSync(path.join(dir, file)), { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;

const num = (text: string | undefined) => (text && text.trim() !== '' ? Number(text) : Number.NaN);

function quartilesOf(row: Record<string, string>, kind: 'rent' | 'buy', band: number): Quartiles | null {
  const lq = num(row[`${kind}_lqValue${band}Bed`]);
  const median = num(row[`${kind}_medianValue${band}Bed`]);
  const uq = num(row[`${kind}_uqValue${band}Bed`]);
  return [lq, median, uq].every(Number.isFinite) ? { lq, median, uq } : null;
}

const isPropertyType = (value: string): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value);

/**
 * Reads the tables from a folder.
 * @param dir the folder (default apps/server/seed-data)
 * @throws Error when a file is missing
 */
export function readEstimateTables(dir: string = seedDataDir): EstimateTables {
  const authorities = new Map<string, LocalAuthority>();
  for (const row of readCsv(dir, 'local-authority-quartiles-2019.csv')) {
    const code = row.la_code ?? '';
    authorities.set(code, {
      code,
      name: row.name ?? code,
      rent: [1, 2, 3, 4].map((b) => quartilesOf(row, 'rent', b)),
      buy: [1, 2, 3, 4].map((b) => quartilesOf(row, 'buy', b)),
    });
  }
  const authoritiesOfOutcode = new Map<string, Array<{ code: string; weight: number }>>();
  for (const r of readCsv(dir, 'outcode-local-authorities.csv')) {
    const list = authoritiesOfOutcode.get(r.outcode ?? '') ?? [];
    list.push({ code: r.la_code ?? '', weight: Number(r.weight) });
    authoritiesOfOutcode.set(r.outcode ?? '', list);
  }
  for (const list of authoritiesOfOutcode.values()) list.sort((a, b) => b.weight - a.weight);
  const rentals = new Map<string, RentalRow[]>();
  for (const r of readCsv(dir, 'rentals-london-2020.csv')) {
    const outcode = r.outcode ?? '';
    const type = r.type ?? '';
    const list = rentals.get(outcode) ?? [];
    list.push({
      id: r.id ?? '',
      outcode,
      bedrooms: Number(r.bedrooms),
      bathrooms: r.bathrooms ? Number(r.bathrooms) : null,
      type: isPropertyType(type) ? type : null,
      rent: Number(r.rent) * RENT_INDEX_FACTORS.national2020,
    });
    rentals.set(outcode, list);
  }
  const landRegistry = new Map<string, Array<{ period: string; sales: number; median: number }>>();
  for (const r of readCsv(dir, 'land-registry-medians.csv')) {
    const key = `${r.level}|${r.area}`;
    const list = landRegistry.get(key) ?? [];
    list.push({ period: r.period ?? '', sales: Number(r.sales), median: Number(r.median) });
    landRegistry.set(key, list);
  }
  return { authorities, authoritiesOfOutcode, rentals, landRegistry };
}

let cached: EstimateTables | null = null;

/** The bundled tables, read once. */
export function loadEstimateTables(): EstimateTables {
  cached ??= readEstimateTables();
  return cached;
}

/**
 * The district's local authorities with their weights (0 to 1, summing to 1), largest weight first.
 * @param tables the estimate tables
 * @param outcode a postcode district, e.g. `E15`
 * @returns the authorities; empty for an unknown or non-geographic district, the Channel Islands and the
 *   Isle of Man
 */
export function authoritiesFor(
  tables: EstimateTables,
  outcode: string,
): Array<{ authority: LocalAuthority; weight: number }> {
  return (tables.authoritiesOfOutcode.get(outcode) ?? []).flatMap(({ code, weight }) => {
    const authority = tables.authorities.get(code);
    return authority ? [{ authority, weight }] : [];
  });
}

/** The district's local authority of the largest weight ({@link authoritiesFor}), or `null`. */
export function authorityFor(tables: EstimateTables, outcode: string): LocalAuthority | null {
  return authoritiesFor(tables, outcode)[0]?.authority ?? null;
}

/**
 * The district's and its authority's (the one of the largest weight) median price paid, from the same period (the period with the most
 * sales in the district that the authority also has), or `null`.
 */
export function landRegistryFor(tables: EstimateTables, outcode: string): LandRegistryPrices {
  const code = tables.authoritiesOfOutcode.get(outcode)?.[0]?.code;
  const district = [...(tables.landRegistry.get(`district|${outcode}`) ?? [])].sort(
    (a, b) => b.sales - a.sales,
  );
  const authority = code ? (tables.landRegistry.get(`authority|${code}`) ?? []) : [];
  for (const d of district) {
    const a = authority.find((x) => x.period === d.period);
    if (a) return { districtMedian: d.median, authorityMedian: a.median };
  }
  return null;
}

const priors = new Map<string, PriorFigure | null>();

/**
 * The local-authority prior of an estimator query from the bundled tables (decision 057), as the server, the
 * training and the benchmark all use it: authorityPrior (packages/domain/src/estimator/prior.ts) over the
 * district's weighted authorities ({@link authoritiesFor}) and, for values, the Land Registry district ÷
 * authority ratio ({@link landRegistryFor}). Memoised by kind, district, bedrooms and month.
 * @param kind `rent` (pounds a month) or `value` (pounds)
 * @param query the home and month
 * @returns the prior in pounds of the query's month, `null` when the district has no authority figures
 */
export function authorityPriorFor(kind: EstimateKind, query: EstimateQuery): PriorFigure | null {
  const key = `${kind}|${query.outcode}|${query.bedrooms}|${query.month}`;
  if (!priors.has(key)) {
    const tables = loadEstimateTables();
    const landRegistry = kind === 'value' ? landRegistryFor(tables, query.outcode) : null;
    const authorities = authoritiesFor(tables, query.outcode);
    priors.set(key, authorityPrior(kind, authorities, query.bedrooms, query.month, { landRegistry }));
  }
  return priors.get(key) ?? null;
}
