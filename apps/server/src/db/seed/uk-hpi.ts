/**
 * The UK House Price Index in the database (decision 073): seeded from the bundled table on first start, and
 * brought up to date by an operator importing HM Land Registry's monthly file (`npm run ops -- import-hpi FILE`).
 * Importing the same month again replaces its figure (HM Land Registry revises recent months). The revaluation
 * reads it through services/valuations/hpi.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../../server-root';
import type { Db } from '../client';
import { housePriceIndex } from '../schema';
import { type HpiRow, parseBundledHpi } from './uk-hpi-file';

/** The bundled table (apps/server/seed-data/uk-hpi.csv, made by make-uk-hpi.ts). */
export const BUNDLED_HPI_FILE = path.join(serverRoot, 'seed-data', 'uk-hpi.csv');

/** Rows written per statement. */
const CHUNK = 500;

/**
 * Writes index figures, replacing a month already held for the same area and type.
 * @param db the database
 * @param rows the figures
 * @returns how many were written
 */
export async function importHpiRows(db: Db, rows: readonly HpiRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(housePriceIndex)
      .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row })))
      .onConflictDoUpdate({
        target: [housePriceIndex.areaCode, housePriceIndex.propertyType, housePriceIndex.month],
        set: {
          level: sql`excluded.level`,
          areaName: sql`excluded.area_name`,
          source: sql`excluded.source`,
        },
      });
  }
  return rows.length;
}

/**
 * Loads the bundled figures when the table is empty (first start).
 * @param db the database
 * @returns how many were loaded (0 when the table already had figures)
 */
export async function seedHousePriceIndex(db: Db): Promise<number> {
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(housePriceIndex);
  if ((held?.n ?? 0) > 0) return 0;
  return importHpiRows(db, parseBundledHpi(fs.readFileSync(BUNDLED_HPI_FILE, 'utf8')));
}
