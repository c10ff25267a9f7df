/**
 * The embedded database is single-process by nature, so a second process that opens the same folder (the ops
 * CLI while the server runs, a second server) is refused at once with a message that says what to do, and
 * nothing reports success that was not saved (db/pglite-lock.ts, used by openDatabase).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { DatabaseInUseError, PGLITE_LOCK_FILE } from '../../src/db/pglite-lock';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const opened: Database[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const database of opened.splice(0)) await database.close();
});

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-lock-'));
}

async function open(dir: string) {
  const database = await openDatabase({ pgliteDir: dir, migrate: false });
  opened.push(database);
  return database;
}

describe('the embedded database’s lock', () => {
  it('refuses a second open in the same process until the first is closed', async () => {
    const dir = tempDir();
    const first = await open(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
    });
    await expect(openDatabase({ pgliteDir: dir, migrate: false })).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    expect(fs.existsSync(path.join(dir, PGLITE_LOCK_FILE))).toBe(false);
    await open(dir);
  });

  it('refuses while another running process holds it, naming it, and takes over once it has gone', async () => {
    const dir = tempDir();
    const holder = spawn('sleep', ['60']);
    children.push(holder);
    const lock = {
      pid: holder.pid,
      hostname: os.hostname(),
      startedAt: '2026-11-30T01:00:00.000Z',
      command: 'x',
    };
    fs.writeFileSync(path.join(dir, PGLITE_LOCK_FILE), JSON.stringify(lock));
    const refusal = await openDatabase({ pgliteDir: dir, migrate: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toContain(`is open in process ${holder.pid} on ${os.hostname()}`);
    expect((refusal as Error).message).toContain('set DATABASE_URL to a PostgreSQL server');

    // kill -9: the lock is left behind, and the next start takes it over.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    await open(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('keeps a lock from another machine (a shared folder), which it cannot check', async () => {
    const dir = tempDir();
    const lock = { pid: 1, hostname: 'another-host', startedAt: '2026-11-30T01:00:00.000Z', command: 'x' };
    fs.writeFileSync(path.join(dir, PGLITE_LOCK_FILE), JSON.stringify(lock));
    await expect(openDatabase({ pgliteDir: dir, migrate: false })).rejects.toThrow(
      'is open in process 1 on another-host',
    );
  });

  it('the ops CLI beside an open database exits 3 and says what to do; after the server stops it works', async () => {
    const dir = tempDir();
    const server = await openDatabase({ pgliteDir: dir });
    opened.push(server);
    const addOperator = () =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(repoRoot, 'apps/server/src/ops/ops-cli.ts'),
          'add-operator',
          'lock.test@example.com',
        ],
        // The embedded database, even when the tests run against PostgreSQL (DATABASE_URL set, as in CI).
        {
          cwd: repoRoot,
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir, LOG_LEVEL: 'silent' },
        },
      );
    const refused = addOperator();
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain(`is open in process ${process.pid}`);
    expect(refused.stderr).toContain('stop the server, run the command, start the server');
    expect(refused.stdout).not.toContain('Added operator');

    await server.close();
    opened.splice(opened.indexOf(server), 1);
    const added = addOperator();
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('lock.test@example.com');
  }, 60_000);
});
