/**
 * The importer on real feeds: duplicates by coordinates or street address with the rule that matched,
 * unreadable and far coordinates, non-homes reported with their reason, no made-up links, coordinate-only
 * rows placed by the spatial index, and freshness (lastSeenAt, `complete` feeds marking homes no longer
 * available and available again), on PGlite and, when DATABASE_URL is set, on PostgreSQL (the COPY path).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { listings, postcodeDistricts } from '../../src/db/schema';
import { importListings } from '../../src/db/seed/import-listings';
import { seedPostcodeDistricts } from '../../src/db/seed/seed';
import { fixtureDirtyFeedFile, fixtureDirtyFeedLaterFile } from '../fixtures/paths';
import { openEmptyDatabase, testServerUrl } from './empty-database';

describe.each(testServerUrl ? (['pglite', 'pg'] as const) : (['pglite'] as const))(
  'importListings on a real feed’s troubles, on %s',
  (driver) => {
    let database: Database;
    const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-import-feeds-'));
    const firstImport = new Date('2025-12-11T22:00:00.000Z');
    const byId = async (id: string) =>
      (await database.db.select().from(listings).where(eq(listings.id, id)))[0];

    beforeAll(async () => {
      database = await openEmptyDatabase(driver);
      await seedPostcodeDistricts(database.db);
    });
    afterAll(async () => {
      await database.close();
      fs.rmSync(reportDir, { recursive: true, force: true });
    });

    it('keeps every clean row, leaves out each dirty one with a reason, and lists duplicate pairs with their rule', async () => {
      const report = await importListings(database.db, fixtureDirtyFeedFile, { reportDir, now: firstImport });
      expect(report).toMatchObject({ rows: 16, inserted: 12, updated: 0, unchanged: 0, removed: 0 });
      expect(report.rejected).toEqual([
        {
          line: 3,
          listingId: '920001',
          reason: 'duplicate of listing 166112192 (same address (12 chester road, B36), type and bedrooms)',
        },
        { line: 7, listingId: '920004', reason: "latitude '52.487o' is not a number" },
        {
          line: 8,
          listingId: '920005',
          reason: expect.stringMatching(
            /^coordinates are 47\.\d km from the centre of SO16; at most 15 km is accepted$/,
          ),
        },
        {
          line: 17,
          listingId: '920009',
          reason:
            'duplicate of listing 920007 (same coordinates (within 10 m), type, bedrooms, bathrooms and floor area)',
        },
      ]);
      expect(report.duplicates).toEqual([
        {
          line: 3,
          listingId: '920001',
          keptLine: 2,
          keptListingId: '166112192',
          rule: 'same address (12 chester road, B36), type and bedrooms',
        },
        {
          line: 17,
          listingId: '920009',
          keptLine: 15,
          keptListingId: '920007',
          rule: 'same coordinates (within 10 m), type, bedrooms, bathrooms and floor area',
        },
      ]);
      const duplicatesCsv = fs.readFileSync(report.duplicatesFile ?? '', 'utf8');
      expect(duplicatesCsv.split('\n')[0]).toBe('line,listing_id,kept_line,kept_listing_id,rule');
      expect(duplicatesCsv).toContain('3,920001,2,166112192,');
    });

    it('keeps two homes on one street at one price, and the neighbour at number 14', async () => {
      const kept = await database.db
        .select({ id: listings.id })
        .from(listings)
        .where(inArray(listings.id, ['rm-169301258', 'rm-920003', 'rm-920002', 'rm-166112192']));
      expect(kept).toHaveLength(4);
      expect(await byId('rm-920001')).toBeUndefined();
    });

    it('reports each row that is not a home with its reason, and never offers it', async () => {
      const report = await importListings(database.db, fixtureDirtyFeedFile, { reportDir, now: firstImport });
      expect(report.nonHomes).toEqual([
        { line: 9, listingId: '166778462', reason: 'bedrooms 18 is above 8' },
        { line: 10, listingId: '165790172', reason: 'property type "Land" is not a home' },
        { line: 11, listingId: '162602093', reason: 'property type "Plot" is not a home' },
        { line: 12, listingId: '167254697', reason: 'property type "Block of Apartments" is not a home' },
        {
          line: 13,
          listingId: '164509439',
          reason: 'address "Commercial unit and flat at Meltham Road, Netherton Hudde…" says commercial',
        },
      ]);
      expect(fs.readFileSync(report.nonHomesFile ?? '', 'utf8')).toContain('bedrooms 18 is above 8');
      const stored = await database.db
        .select({ id: listings.id, isDwelling: listings.isDwelling })
        .from(listings)
        .where(inArray(listings.sourceId, ['166778462', '165790172', '162602093', '167254697', '164509439']));
      expect(stored).toHaveLength(5);
      expect(stored.every((row) => !row.isDwelling)).toBe(true);
      const [bs23] = await database.db
        .select()
        .from(postcodeDistricts)
        .where(eq(postcodeDistricts.outcode, 'BS23'));
      expect(bs23?.listingCount).toBe(0);
    });

    it('gives a row without a URL no link, and places coordinate-only rows in the nearest district', async () => {
      expect((await byId('rm-920006'))?.link).toBeNull();
      expect((await byId('rm-166112192'))?.link).toBe('https://www.rightmove.co.uk/properties/166112192');
      // 0.2 km from LS6's centroid (53.82, -1.568): placed there by the spatial index, at its own coordinates.
      expect(await byId('rm-920007')).toMatchObject({
        outcode: 'LS6',
        postcode: null,
        lat: 53.8215,
        lng: -1.569,
        locationApproximate: false,
      });
      // The same building, another flat (3 bedrooms): kept.
      expect(await byId('rm-920008')).toMatchObject({ outcode: 'LS6', bedrooms: 3 });
    });

    it('marks every row of the file as seen, the homes a complete feed no longer holds as no longer available, and a returning one available again', async () => {
      const imported = await database.db.select().from(listings);
      expect(imported.every((row) => row.lastSeenAt?.getTime() === firstImport.getTime())).toBe(true);
      expect(imported.every((row) => row.removedAt === null)).toBe(true);
      const [beforeUpdate] = imported.filter((row) => row.id === 'rm-920002');

      const weekLater = new Date('2025-12-18T22:00:00.000Z');
      const later = await importListings(database.db, fixtureDirtyFeedLaterFile, {
        complete: true,
        now: weekLater,
      });
      expect(later).toMatchObject({ rows: 2, updated: 1, unchanged: 1, removed: imported.length - 2 });
      const semi = await byId('rm-166112192');
      expect(semi).toMatchObject({ askingPrice: 340_000, removedAt: null, lastSeenAt: weekLater });
      // Seen again, unchanged: only the time it was last seen moves.
      const neighbour = await byId('rm-920002');
      expect(neighbour).toMatchObject({ lastSeenAt: weekLater, removedAt: null });
      expect(neighbour?.updatedAt).toEqual(beforeUpdate?.updatedAt);
      // Left the feed: kept, marked no longer available, not counted.
      expect(await byId('rm-169301258')).toMatchObject({ removedAt: weekLater, lastSeenAt: firstImport });
      const available = await database.db
        .select({ id: listings.id })
        .from(listings)
        .where(isNull(listings.removedAt));
      expect(available.map((row) => row.id).sort()).toEqual(['rm-166112192', 'rm-920002']);
      const [ab10] = await database.db
        .select()
        .from(postcodeDistricts)
        .where(eq(postcodeDistricts.outcode, 'AB10'));
      expect(ab10?.listingCount).toBe(0);

      // The first file again (not complete): the homes it holds are back.
      const again = await importListings(database.db, fixtureDirtyFeedFile, {
        now: new Date('2025-12-19T09:00:00.000Z'),
      });
      expect(again).toMatchObject({ returned: imported.length - 2, removed: 0 });
      expect(await byId('rm-169301258')).toMatchObject({ removedAt: null });
      expect(
        (await database.db.select().from(postcodeDistricts).where(eq(postcodeDistricts.outcode, 'AB10')))[0]
          ?.listingCount,
      ).toBe(2);
    });

    it('refuses to treat a file without usable rows as a complete feed', async () => {
      const empty = path.join(reportDir, 'empty.csv');
      fs.writeFileSync(
        empty,
        'listing_id,url,address,postcode,outcode,price,bedrooms,property_type\n1,,x,,ZX99,100000,2,Flat\n',
      );
      await expect(importListings(database.db, empty, { complete: true })).rejects.toThrow(
        'empty.csv has no usable rows: as a complete feed it would mark every rightmove home no longer available, so nothing was marked',
      );
      expect(
        (await database.db.select({ id: listings.id }).from(listings).where(isNull(listings.removedAt)))
          .length,
      ).toBeGreaterThan(2);
    });
  },
);
