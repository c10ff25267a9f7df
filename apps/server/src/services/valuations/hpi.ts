/**
 * The UK House Price Index series a revaluation reads (decision 073; the table is filled by db/seed/uk-hpi.ts).
 */
import type { HpiSeries } from '@stairway/domain/revaluation';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { housePriceIndex } from '../../db/schema';

/**
 * The series of some areas, every property type, for the revaluation.
 * @param db the database
 * @param areaCodes ONS codes (the home's authority and the UK)
 * @returns one series per area and type held
 */
export async function hpiSeriesOf(db: Db, areaCodes: readonly string[]): Promise<HpiSeries[]> {
  if (areaCodes.length === 0) return [];
  const rows = await db
    .select()
    .from(housePriceIndex)
    .where(inArray(housePriceIndex.areaCode, [...areaCodes]));
  const series = new Map<string, HpiSeries & { points: Array<{ month: string; level: number }> }>();
  for (const row of rows) {
    const key = `${row.areaCode}|${row.propertyType}`;
    const found = series.get(key) ?? {
      areaCode: row.areaCode,
      areaName: row.areaName,
      propertyType: row.propertyType,
      points: [],
    };
    found.points.push({ month: row.month, level: row.level });
    series.set(key, found);
  }
  return [...series.values()];
}
