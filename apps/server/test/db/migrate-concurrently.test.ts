/**
 * Migrations are a separate command (`npm run db:migrate`) that is safe to run from several places at once
 * (an advisory lock, db/client.ts migratePgOnce). Three processes migrate one new PostgreSQL database at the
 * same moment: each succeeds and every migration is recorded once. On the test server's PostgreSQL, when the
 * tests run with one (as CI does); with PGlite alone there is nothing to race.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client';
import { testServerUrl } from './empty-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Runs `npm run db:migrate`'s script against a database URL; resolves with its exit code and output. */
function migrate(databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/db/migrate-cli.ts')],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.runIf(testServerUrl)('npm run db:migrate on PostgreSQL', () => {
  it('three at once on a new database: all succeed, each migration applied once', async () => {
    const url = new URL(testServerUrl ?? '');
    const name = `stairway_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const own = new URL(url.toString());
      own.pathname = `/${name}`;
      const runs = await Promise.all([
        migrate(own.toString()),
        migrate(own.toString()),
        migrate(own.toString()),
      ]);
      for (const run of runs) {
        expect(run.output).toContain('The PostgreSQL database is migrated');
        expect(run.code).toBe(0);
      }
      const client = new pg.Client({ connectionString: own.toString() });
      await client.connect();
      const applied = await client.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      await client.end();
      const journal = JSON.parse(
        fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
