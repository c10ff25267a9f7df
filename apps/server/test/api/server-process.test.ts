/**
 * The server as a process: on SIGTERM it drains and exits 0, closing the embedded database (its lock goes);
 * started with an IPC channel (as `npm start` does, scripts/start.mjs) it stops when its parent goes; and a
 * second server on the same embedded database is refused at once, saying what to do; the prebuilt server
 * (`npm run build:server`, the container image's command) migrates, serves and drains as the sources do. Real
 * `node apps/server/src/main.ts` processes on a migrated, empty embedded database, and `apps/server/dist/main.mjs`
 * on none at all.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { PGLITE_LOCK_FILE } from '../../src/db/pglite-lock';
import { freePort } from '../helpers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const sources = ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')];

/**
 * A new data folder whose embedded database is already migrated (the run's empty dump, test/global-setup.ts,
 * unpacked where the server keeps it: DATA_DIR/pg), so that a server starts without initdb and the migrations,
 * 5 to 10 s on a loaded machine. The prebuilt server's test starts from an empty folder, so that starting from
 * nothing is still proved.
 */
function migratedDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-process-'));
  fs.mkdirSync(path.join(dataDir, 'pg'));
  const untar = spawnSync('tar', ['-xf', inject('pgliteEmptyDumpFile'), '-C', path.join(dataDir, 'pg')], {
    encoding: 'utf8',
  });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  return dataDir;
}

/**
 * Starts a server on `dataDir` with an IPC channel; resolves once it listens (or has exited).
 * @param entry node's arguments: the sources through tsx (default) or the prebuilt bundle
 */
async function startServer(dataDir: string, entry: string[] = sources) {
  const port = await freePort();
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Stairway is running at')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  await Promise.race([listening, exited]);
  return { child, port, exited, output: () => output };
}

describe('the server process', () => {
  it('drains and exits 0 on SIGTERM, closing the embedded database', async () => {
    const dataDir = migratedDataDir();
    const server = await startServer(dataDir);
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    expect(ready.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pg', PGLITE_LOCK_FILE))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down: draining requests');
    expect(server.output()).toContain('every request in flight was answered');
    expect(fs.existsSync(path.join(dataDir, 'pg', PGLITE_LOCK_FILE))).toBe(false);
  }, 90_000);

  it('refuses a second server on the same embedded database, and stops when its parent goes', async () => {
    const dataDir = migratedDataDir();
    const first = await startServer(dataDir);
    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is open in process ${first.child.pid}`);
    expect(second.output()).toContain('set DATABASE_URL to a PostgreSQL server');
    expect(second.output()).not.toContain('Stairway is running at');
    // The first is untouched, and stops when its parent's channel closes (npm start stopped, even by kill -9).
    expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(200);
    first.child.disconnect();
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"signal":"parent exited"');
  }, 120_000);

  it('runs prebuilt: the bundle migrates an empty database, serves GraphQL and drains on SIGTERM', async () => {
    const built = spawnSync(process.execPath, [path.join(repoRoot, 'apps/server/scripts/build.mjs')], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout).toContain('Built apps/server/dist/main.mjs');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-process-'));
    const server = await startServer(dataDir, [path.join(repoRoot, 'apps/server/dist/main.mjs')]);
    expect(server.output()).toContain('Stairway is running at');
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    // The migrations ran from the sources' folder (server-root.ts), so the schema is there to query.
    const answer = await fetch(`http://127.0.0.1:${server.port}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getMaintenanceMode { submitHomeEnabled } }' }),
    });
    const body = (await answer.json()) as {
      data?: { getMaintenanceMode?: { submitHomeEnabled: boolean } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.getMaintenanceMode?.submitHomeEnabled).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('every request in flight was answered');
  }, 120_000);
});
