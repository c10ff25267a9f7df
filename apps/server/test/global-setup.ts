/**
 * Prepares the databases the API tests use, once per run (STYLE.md practice 12): a migrated PGlite database is
 * dumped to a file twice, empty and then seeded, and each test file loads one of them (much faster than a fresh
 * initdb and the migrations: about 1 s against 5 to 10 s on a loaded 2-core machine), and,
 * when DATABASE_URL is set, two PostgreSQL templates are made on that server, one migrated only and a copy of
 * it seeded the same way, from which each test file copies its own database (test/db/test-databases.ts;
 * decision 065). The PGlite and PostgreSQL parts are made at the same time, once for the run however many
 * projects list this file. When the run ends every database of the run is dropped.
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

/** The PostgreSQL templates of a run (test/db/test-databases.ts), or null without DATABASE_URL. */
type PgTemplates = { seeded: string; empty: string; prefix: string };

/** What the run's test files are given: the two PGlite dumps and, with DATABASE_URL, the two templates. */
type Prepared = {
  dir: string;
  pgliteEmptyDumpFile: string;
  pgliteDumpFile: string;
  databaseUrl: string | null;
  pgTemplates: PgTemplates | null;
};

/**
 * The run's one preparation, shared by the projects that list this file (server, server-mocks): Vitest calls
 * each project's global setup in turn in its main process, and preparing twice cost about 20 s of every run.
 * The last project's teardown removes what was made.
 */
const shared = globalThis as typeof globalThis & {
  __stairwayTestDatabases?: { prepared: Promise<Prepared>; users: number };
};

export default async function setup(project: TestProject) {
  shared.__stairwayTestDatabases ??= { prepared: prepare(), users: 0 };
  const state = shared.__stairwayTestDatabases;
  state.users += 1;
  const prepared = await state.prepared;
  project.provide('pgliteEmptyDumpFile', prepared.pgliteEmptyDumpFile);
  project.provide('pgliteDumpFile', prepared.pgliteDumpFile);
  project.provide('databaseUrl', prepared.databaseUrl);
  project.provide('pgTemplates', prepared.pgTemplates);
  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    shared.__stairwayTestDatabases = undefined;
    fs.rmSync(prepared.dir, { recursive: true, force: true });
    if (prepared.databaseUrl && prepared.pgTemplates)
      await dropRunDatabases(prepared.databaseUrl, prepared.pgTemplates.prefix);
  };
}

/** Makes the PGlite dumps and, with DATABASE_URL, the PostgreSQL templates, the two at once. */
async function prepare(): Promise<Prepared> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-test-'));
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const [dumps, pgTemplates] = await Promise.all([
    preparePglite(dir),
    databaseUrl ? preparePostgres(databaseUrl) : null,
  ]);
  return { dir, ...dumps, databaseUrl, pgTemplates };
}

/** A migrated PGlite database dumped to a file empty, then seeded. */
async function preparePglite(dir: string): Promise<Pick<Prepared, 'pgliteEmptyDumpFile' | 'pgliteDumpFile'>> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  const dumpTo = async (name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const pgliteEmptyDumpFile = await dumpTo('pglite-empty.tar');
  await seed(database.db);
  const pgliteDumpFile = await dumpTo('pglite.tar');
  await database.close();
  return { pgliteEmptyDumpFile, pgliteDumpFile };
}

/**
 * The two PostgreSQL templates: one migrated only, then a copy of it seeded (one migration, not two).
 * @param databaseUrl the server (DATABASE_URL)
 */
async function preparePostgres(databaseUrl: string): Promise<PgTemplates> {
  // Names unique to this run, so two runs on one server (two checkouts, CI's reruns) never meet.
  const prefix = `stairway_test_${process.pid}_${Date.now().toString(36)}`;
  const templates = { seeded: `${prefix}_seeded`, empty: `${prefix}_empty`, prefix };
  await onServer(databaseUrl, `create database "${templates.empty}"`);
  const empty = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, templates.empty) });
  // Closed before any copy: CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
  await empty.close();
  await onServer(databaseUrl, `create database "${templates.seeded}" template "${templates.empty}"`);
  const seeded = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, templates.seeded) });
  await seed(seeded.db);
  await seeded.close();
  return templates;
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
