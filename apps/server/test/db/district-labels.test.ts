/**
 * The postcode districts' labels (not "Camberwell" for SE1: Camberwell is SE5): well-known districts read as
 * they should, no label contradicts the post town HM Land Registry records for the district (the bundled
 * outcode-post-towns.csv, seed-data/DATA.md), and a database seeded with the old labels is brought up to date
 * at start, once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatPostTown } from '@stairway/domain/districts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { postcodeDistricts } from '../../src/db/schema';
import {
  readDistrictLabels,
  seedDataDir,
  seedPostcodeDistricts,
  updateDistrictLabels,
} from '../../src/db/seed/seed';
import { openEmptyDatabase } from './empty-database';

const labels = readDistrictLabels();
const postTowns = parse(fs.readFileSync(path.join(seedDataDir, 'outcode-post-towns.csv')), {
  columns: true,
  skip_empty_lines: true,
}) as Array<{ outcode: string; post_town: string }>;

describe('district labels', () => {
  it.each([
    ['SE1', 'London'],
    ['SE5', 'Camberwell, London'],
    ['SW1A', 'London'],
    ['M1', 'Manchester'],
    ['L1', 'Liverpool'],
    ['PO37', 'Shanklin'],
    ['SO16', 'Southampton'],
    ['EH1', 'Edinburgh'],
    ['CF10', 'Cardiff'],
    ['BT1', 'Belfast'],
  ])('%s reads "%s"', (outcode, label) => {
    expect(labels.get(outcode)).toBe(label);
  });

  it('no label contradicts the district’s post town', () => {
    expect(postTowns.length).toBeGreaterThan(2000);
    // Four post-town districts (BS17, CB20, N1C, YO2) have no centroid, so are not districts of the service.
    const ours = postTowns.filter(({ outcode }) => labels.has(outcode));
    expect(ours.length).toBe(postTowns.length - 4);
    const contradicting = ours
      .filter(({ outcode, post_town }) => {
        const label = labels.get(outcode) ?? '';
        return !label.toLowerCase().includes(formatPostTown(post_town).toLowerCase());
      })
      .map(({ outcode, post_town }) => `${outcode}: ${labels.get(outcode)} (post town ${post_town})`);
    expect(contradicting).toEqual([]);
  });

  it('no label is a street or road number, and Camberwell is only SE5’s', () => {
    expect([...labels.values()].filter((label) => /[0-9+]/.test(label))).toEqual([]);
    expect([...labels].filter(([, label]) => /camberwell/i.test(label)).map(([outcode]) => outcode)).toEqual([
      'SE5',
    ]);
  });
});

describe('updateDistrictLabels', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyDatabase('pglite');
    await seedPostcodeDistricts(database.db);
  });
  afterAll(() => database.close());

  it('brings a database seeded with the old labels up to date, once', async () => {
    const { db } = database;
    await db
      .update(postcodeDistricts)
      .set({ town: 'Camberwell' })
      .where(eq(postcodeDistricts.outcode, 'SE1'));
    await db.update(postcodeDistricts).set({ town: 'Butetown' }).where(eq(postcodeDistricts.outcode, 'CF10'));
    expect(await updateDistrictLabels(db)).toBe(2);
    const rows = await db.select().from(postcodeDistricts).where(eq(postcodeDistricts.outcode, 'SE1'));
    expect(rows[0]?.town).toBe('London');
    expect(await updateDistrictLabels(db)).toBe(0);
  });
});
