/**
 * Prepares the databases the API tests use, once per run (STYLE.md practice 12): a migrated and seeded
 * PGlite database is dumped to a file that each test file loads (much faster than a fresh initdb), and,
 * when DATABASE_URL is set, the PostgreSQL database is migrated and seeded the same way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { importListings } from '../src/db/seed/import-listings';
import { seedKnownAddresses } from '../src/db/seed/known-addresses';
import { seedPostcodeDistricts, seedSettingsAndPromotions } from '../src/db/seed/seed';
import { fixtureListingsFile } from './fixtures/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    databaseUrl: string | null;
  }
}

async function seed(db: Parameters<typeof seedPostcodeDistricts>[0]) {
  await seedPostcodeDistricts(db);
  await seedSettingsAndPromotions(db);
  await seedKnownAddresses(db);
  await importListings(db, fixtureListingsFile);
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-test-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await seed(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'pglite.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpFile', dumpFile);

  const databaseUrl = process.env.DATABASE_URL ?? null;
  if (databaseUrl) {
    const pg = await openDatabase({ databaseUrl });
    await seed(pg.db);
    await pg.close();
  }
  project.provide('databaseUrl', databaseUrl);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
