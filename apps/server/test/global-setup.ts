/**
 * Prepares the databases the API tests use, once per run (STYLE.md practice 12): a migrated PGlite database is
 * dumped to a file twice, empty and then seeded, and each test file loads one of them (much faster than a fresh
 * initdb and the migrations: about 1 s against 5 to 10 s on a loaded 2-core machine), and,
 * when DATABASE_URL is set, two PostgreSQL templates are made on that server, one migrated and seeded the
 * same way and one migrated only, from which each test file copies its own database (test/db/test-databases.ts;
 * decision 065). When the run ends every database of the run is dropped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { importListings } from '../src/db/seed/import-listings';
import { seedKnownAddresses } from '../src/db/seed/known-addresses';
import { seedPostcodeDistricts, seedSettingsAndPromotions } from '../src/db/seed/seed';
import { onServer, withDatabaseName } from './db/pg-admin';
import { fixtureListingsFile } from './fixtures/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    /** The same database migrated but empty (no districts, settings or listings): test/db/empty-database.ts. */
    pgliteEmptyDumpFile: string;
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
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  const dumpTo = async (name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  project.provide('pgliteEmptyDumpFile', await dumpTo('pglite-empty.tar'));
  await seed(database.db);
  project.provide('pgliteDumpFile', await dumpTo('pglite.tar'));
  await database.close();

  const databaseUrl = process.env.DATABASE_URL ?? null;
  project.provide('databaseUrl', databaseUrl);
  if (!databaseUrl) {
    project.provide('pgTemplates', null);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  // Names unique to this run, so two runs on one server (two checkouts, CI's reruns) never meet.
  const prefix = `stairway_test_${process.pid}_${Date.now().toString(36)}`;
  const templates = { seeded: `${prefix}_seeded`, empty: `${prefix}_empty`, prefix };
  for (const name of [templates.empty, templates.seeded]) {
    await onServer(databaseUrl, `create database "${name}"`);
    const pg = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, name) });
    if (name === templates.seeded) await seed(pg.db);
    // Closed before any copy: CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
    await pg.close();
  }
  project.provide('pgTemplates', templates);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await dropRunDatabases(databaseUrl, prefix);
  };
}

/** Drops every database whose name starts with the run's prefix: the templates and each file's copy. */
async function dropRunDatabases(databaseUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: withDatabaseName(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
