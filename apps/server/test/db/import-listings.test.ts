/**
 * The listings importer (real feeds and COPY-speed import): mapping, rejections with reasons, idempotent
 * re-import, on PGlite (parameterised upserts) and, when DATABASE_URL is set, on a private PostgreSQL
 * database made for this file (COPY into a staging table), so that both paths give the same rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '../../src/db/client';
import { refreshDistrictHomes } from '../../src/db/district-homes';
import { districtHomes, districtHomesState, listings, postcodeDistricts } from '../../src/db/schema';
import { parseBlm } from '../../src/db/seed/blm';
import { estimateListingRent, importListings } from '../../src/db/seed/import-listings';
import { seedPostcodeDistricts } from '../../src/db/seed/seed';
import { estimateHomeRent } from '../../src/lib/calibrated-estimates';
import { getHomesSelection } from '../../src/services/homes';
import { fixtureBlmFile, fixtureFeedFile, fixtureListingsFile } from '../fixtures/paths';
import { openEmptyDatabase, testServerUrl } from './empty-database';

const serverUrl = testServerUrl;

describe.each(serverUrl ? (['pglite', 'pg'] as const) : (['pglite'] as const))(
  'importListings on %s',
  (driver) => {
    let database: Database;
    const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-import-'));

    beforeAll(async () => {
      database = await openEmptyDatabase(driver);
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

    it('maps types, bedrooms, links and pins', async () => {
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
      expect(district?.listingCount).toBe(20);
    });

    it('gives each home the calibrated estimator’s rent, and the regional yield’s where it has nothing to go on', async () => {
      const [semi] = await database.db.select().from(listings).where(eq(listings.sourceId, '169726472'));
      // SO16 (Southampton and Test Valley): the estimator's rent for a 3-bedroom semi in the district.
      const expected = estimateHomeRent({
        outcode: 'SO16',
        postcode: null,
        bedrooms: 3,
        bathrooms: null,
        type: 'SemiDetached',
      });
      expect(expected?.value).toBeGreaterThan(900);
      expect(expected?.value).toBeLessThan(2_000);
      expect(semi).toMatchObject({
        outcode: 'SO16',
        bedrooms: 3,
        askingPrice: 290_000,
        rent: expected?.value,
      });
      expect(
        estimateListingRent({
          outcode: 'SO16',
          bedrooms: 3,
          type: 'SemiDetached',
          price: 290_000,
          yieldPercent: 5,
        }),
      ).toBe(expected?.value);
      // No bedrooms (land), or a district without a local authority (Guernsey): the yield.
      expect(
        estimateListingRent({
          outcode: 'SO16',
          bedrooms: null,
          type: 'Other',
          price: 120_000,
          yieldPercent: 5,
        }),
      ).toBe(500);
      expect(
        estimateListingRent({ outcode: 'GY1', bedrooms: 2, type: 'Flat', price: 240_000, yieldPercent: 5.8 }),
      ).toBe(1160);
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
    it('places rows at their coordinates, finds the district of rows without a postcode, and keeps a home listed twice once', async () => {
      const report = await importListings(database.db, fixtureFeedFile);
      expect(report).toMatchObject({ rows: 5, inserted: 3 });
      expect(report.rejected).toEqual([
        {
          line: 3,
          listingId: '900002',
          reason:
            'duplicate of listing 900001 (same coordinates (within 10 m), type, bedrooms and bathrooms)',
        },
        {
          line: 5,
          listingId: '900004',
          reason:
            'no postcode given, and the nearest district to 55.5, 1.7 is YO21, 191.6 km from its centre; at most 16.5 km is accepted',
        },
      ]);
      const byId = async (id: string) =>
        (await database.db.select().from(listings).where(eq(listings.id, id)))[0];
      // A postcode and coordinates: shown at the coordinates, not at the district's centroid; bathrooms read.
      expect(await byId('rm-900001')).toMatchObject({
        outcode: 'SO16',
        lat: 50.9452,
        lng: -1.4783,
        locationApproximate: false,
        bathrooms: 2,
      });
      // Coordinates without a postcode: SO16, whose centroid (50.940979, -1.434965) is 60 m away.
      expect(await byId('rm-900003')).toMatchObject({
        outcode: 'SO16',
        postcode: null,
        lat: 50.9415,
        lng: -1.4352,
        locationApproximate: false,
      });
      // A postcode without coordinates: near the centroid, marked approximate, bathrooms unknown.
      expect(await byId('rm-900005')).toMatchObject({
        outcode: 'SO16',
        locationApproximate: true,
        bathrooms: null,
      });
      expect(await byId('rm-900002')).toBeUndefined();
    });

    it('reads a Rightmove BLM v3 feed: homes for sale imported with their photo URLs, lettings, unpublished and unavailable ones reported', async () => {
      const report = await importListings(database.db, fixtureBlmFile);
      expect(report).toMatchObject({ rows: 5, inserted: 2 });
      expect(report.rejected).toEqual([
        { line: 12, listingId: '2559_350098', reason: 'not available (sold subject to contract)' },
        { line: 13, listingId: '2559_410001', reason: 'a letting, not a home for sale' },
        { line: 14, listingId: '2559_410002', reason: 'not published' },
      ]);
      // A .blm alone brings no photo files: the one it names is reported, and the home imported without it.
      expect(report.photos).toEqual({
        stored: 0,
        written: 0,
        problems: [
          { line: 10, listingId: '2559_347614', file: '2559_347614_IMG_00.jpg', problem: 'not supplied' },
        ],
      });
      const [flat] = await database.db.select().from(listings).where(eq(listings.id, 'blm-2559_347614'));
      expect(flat).toMatchObject({
        source: 'blm',
        sourceId: '2559_347614',
        type: 'Flat',
        sourcePropertyType: 'Flat',
        address: 'Breakspear Road North, Harefield, Middlesex, UB9',
        postcode: 'UB9 6NR',
        outcode: 'UB9',
        askingPrice: 159_950,
        bedrooms: 2,
        bathrooms: 1,
        link: null,
        locationApproximate: true,
        // MEDIA_IMAGE_00 is a file name from the agent's zip (not received): the URL of MEDIA_IMAGE_01 leads.
        imageUrl: 'https://media.chalfont-homes.example/2559/347614/IMG_01.jpg',
        images: ['https://media.chalfont-homes.example/2559/347614/IMG_01.jpg'],
      });
      expect(flat?.listedAt?.toISOString()).toBe('2025-09-07T13:43:42.000Z');
      const [house] = await database.db.select().from(listings).where(eq(listings.id, 'blm-2559_325315'));
      // An http photo (blocked on an https page) and a floor plan (MEDIA_IMAGE_60) are left out.
      expect(house).toMatchObject({
        type: 'Detached',
        outcode: 'SL9',
        askingPrice: 635_000,
        bedrooms: 4,
        imageUrl: 'https://media.chalfont-homes.example/2559/325315/IMG_00.jpg',
        images: ['https://media.chalfont-homes.example/2559/325315/IMG_00.jpg'],
      });
      // Idempotent, as the CSV import.
      expect(await importListings(database.db, fixtureBlmFile)).toMatchObject({
        inserted: 0,
        updated: 0,
        unchanged: 2,
      });
    });

    it('rebuilds getHomesSelection’s read model after each import, as the migration’s backfill builds it', async () => {
      // After the imports above (CSV, feed, BLM): every home for sale, in each district, newest first.
      const rows = await database.db
        .select()
        .from(listings)
        .where(and(eq(listings.isDwelling, true), ne(listings.source, 'landlord')))
        .orderBy(sql`${listings.listedAt} desc nulls last`, asc(listings.id));
      const outcodes = [...new Set(rows.map((row) => row.outcode))];
      expect(outcodes).toEqual(expect.arrayContaining(['SO16', 'UB9', 'SL9']));
      const selection = await getHomesSelection(database.db, outcodes);
      expect(selection.listings.map((home) => home.id)).toEqual(rows.map((row) => row.id));
      const ub9 = await getHomesSelection(database.db, ['UB9']);
      expect(ub9.listings.map((home) => home.id)).toEqual(['blm-2559_347614']);
      expect(ub9.listings[0]?.listedAt?.toISOString()).toBe('2025-09-07T13:43:42.000Z');

      // Migration 0020 fills the table for a database that already held listings: the same rows.
      // lastSeenAt came after migration 0020: its backfill is compared on the fields it has.
      const snapshot = async () =>
        (
          await database.db.execute<{ outcode: string; homes: string; home_count: number }>(
            sql`select outcode, homes::text as homes, home_count from district_homes order by outcode`,
          )
        ).rows.map((row) => ({
          ...row,
          homes: (JSON.parse(row.homes) as Array<Record<string, unknown>>).map(
            ({ lastSeenAt: _, ...home }) => home,
          ),
        }));
      const built = await snapshot();
      expect(built.map((row) => row.outcode)).toEqual([...outcodes].sort());
      const migration = fs.readFileSync(path.join(migrationsFolder, '0020_district_homes.sql'), 'utf8');
      const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
      expect(backfill).toContain('INSERT INTO "district_homes"');
      await database.db.delete(districtHomes);
      await database.db.execute(sql.raw(backfill));
      expect(await snapshot()).toEqual(built);

      // Each rebuild is a new build (decision 035), which carries the newest listedAt of all listings;
      // migration 0021 records build 1 for a database migrated with listings.
      const state = async () => (await database.db.select().from(districtHomesState))[0];
      const [newest] = await database.db.select({ at: max(listings.listedAt) }).from(listings);
      const before = await state();
      expect(before?.version).toBeGreaterThan(1);
      expect(before?.collectedAt).toEqual(newest?.at);
      await refreshDistrictHomes(database.db);
      expect(await state()).toEqual({ ...before, version: (before?.version ?? 0) + 1 });
      const stateMigration = fs.readFileSync(
        path.join(migrationsFolder, '0021_district_homes_state.sql'),
        'utf8',
      );
      await database.db.delete(districtHomesState);
      await database.db.execute(sql.raw(stateMigration.split('--> statement-breakpoint')[1] ?? ''));
      expect(await state()).toEqual({ id: 1, version: 1, collectedAt: newest?.at });
    });

    it('refuses a file that is not a BLM feed, naming what is missing', () => {
      expect(() => parseBlm('AGENT_REF|PRICE~\n1|100~')).toThrow(
        'This is not a BLM feed: it needs #HEADER#, #DEFINITION#, #DATA# and #END#, in that order',
      );
      expect(() => parseBlm('#HEADER#\nVERSION : 3\n#DEFINITION#\nA|B|~\n#DATA#\n1|2|~\n#END#')).toThrow(
        "The BLM #HEADER# must give EOF and EOR (e.g. EOF : '|')",
      );
    });
  },
);
