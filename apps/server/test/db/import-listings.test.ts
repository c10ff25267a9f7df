/** The listings importer (issue 2 §2): mapping, rejections with reasons, idempotent re-import. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { listings, postcodeDistricts } from '../../src/db/schema';
import { importListings } from '../../src/db/seed/import-listings';
import { seedPostcodeDistricts } from '../../src/db/seed/seed';
import { fixtureListingsFile } from '../fixtures/paths';

describe('importListings', () => {
  let database: Database;
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-import-'));

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await seedPostcodeDistricts(database.db);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(reportDir, { recursive: true, force: true });
  });

  it('imports usable rows and rejects the rest with a reason per row', async () => {
    const report = await importListings(database.db, fixtureListingsFile, { reportDir });
    expect(report.rows).toBe(41);
    expect(report.inserted).toBe(37);
    expect(report.nonDwellings).toBe(1);
    const reasons = report.rejected.map((r) => r.reason);
    expect(reasons).toHaveLength(4);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'price £1,000 is under £30,000',
        'price £5,250,000 is over £5,000,000',
        'unknown postcode district ZX99',
        'no bedrooms for a dwelling (Flat)',
      ]),
    );
    const csv = fs.readFileSync(report.reportFile ?? '', 'utf8');
    expect(csv.split('\n')[0]).toBe('line,listing_id,reason');
    expect(csv).toContain('unknown postcode district ZX99');
  });

  it('maps types, bedrooms, links, pins and the first rent estimate', async () => {
    const [studio] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.sourcePropertyType, 'Studio'));
    expect(studio).toMatchObject({ type: 'Flat', bedrooms: 0, isDwelling: true });
    const [land] = await database.db.select().from(listings).where(eq(listings.sourcePropertyType, 'Land'));
    expect(land).toMatchObject({ type: 'Other', bedrooms: null, isDwelling: false });

    const [home] = await database.db.select().from(listings).where(eq(listings.outcode, 'SO16')).limit(1);
    const [district] = await database.db
      .select()
      .from(postcodeDistricts)
      .where(eq(postcodeDistricts.outcode, 'SO16'));
    expect(home?.link).toMatch(/^https:\/\/www\.rightmove\.co\.uk\/properties\/\d+$/);
    expect(home?.id).toBe(`rm-${home?.sourceId}`);
    // Placed near the district centroid, not on it.
    expect(Math.abs((home?.lat ?? 0) - (district?.lat ?? 0))).toBeLessThanOrEqual(0.012);
    expect(Math.abs((home?.lng ?? 0) - (district?.lng ?? 0))).toBeLessThanOrEqual(0.018);
    // SO16 is in the South East: gross yield 5.0%, so rent = price x 5% / 12.
    expect(home?.rent).toBe(Math.round(((home?.askingPrice ?? 0) * 0.05) / 12));
    expect(district?.listingCount).toBe(20);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await database.db.select().from(listings);
    const report = await importListings(database.db, fixtureListingsFile);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 37 });
    const after = await database.db.select().from(listings);
    expect(after.map((l) => [l.id, l.updatedAt.getTime()])).toEqual(
      before.map((l) => [l.id, l.updatedAt.getTime()]),
    );
  });
});
