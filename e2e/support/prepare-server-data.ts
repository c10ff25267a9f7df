/**
 * Prepares the data folder of the browser journeys' main server (STAIRWAY_E2E_DATA_DIR), the way a deployment
 * prepares a new database before its servers start:
 *
 * 1. `npm run db:migrate -- --seed` (apps/server/src/db/migrate-cli.ts): the embedded database migrated and
 *    seeded with the national sample of 60,000 homes, as the server's own first start would;
 * 2. `npm run ops -- add-operator` (the documented way to make the console's first operator, which must run
 *    before a server opens the embedded database): its printed password goes to e2e-operator.txt, which
 *    support/operator.ts reads;
 * 3. the customer whose home was approved months ago, for the monthly payments journey
 *    (seed-settled-customer.ts).
 *
 * Then it writes a `prepared` marker; run again on a prepared folder, it does nothing. playwright.config.ts runs it
 * before starting the server, and `npm test` (scripts/test.mjs) runs it earlier, beside the type check: the
 * import keeps one CPU core busy for about half a minute while `tsc` keeps the other, instead of holding up the
 * journeys' start.
 *
 * Run as `node --import tsx e2e/support/prepare-server-data.ts` with STAIRWAY_E2E_DATA_DIR set; exits non-zero
 * when a step fails, with that step's output.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_OPERATOR_EMAIL } from './operator-account';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The environment the main journeys' server runs with, as far as its data folder is concerned: the embedded
 * database in `dataDir` (never the DATABASE_URL of the calling shell, which is CI's PostgreSQL for the API
 * tests), test mode, warnings only.
 * @param dataDir STAIRWAY_E2E_DATA_DIR
 */
export function e2eServerDataEnv(dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
}

/**
 * Migrates and seeds the folder's embedded database and adds the e2e operator, unless already done.
 * @param dataDir STAIRWAY_E2E_DATA_DIR (made when missing)
 * @throws when the migration, the seed or add-operator fails
 */
export function prepareServerData(dataDir: string) {
  const marker = path.join(dataDir, 'prepared');
  if (fs.existsSync(marker)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, ...e2eServerDataEnv(dataDir) };
  const run = (script: string, args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  run('apps/server/src/db/migrate-cli.ts', ['--seed']);
  const printed = run('apps/server/src/ops/ops-cli.ts', [
    'add-operator',
    E2E_OPERATOR_EMAIL,
    '--actor',
    'e2e',
  ]);
  fs.writeFileSync(path.join(dataDir, 'e2e-operator.txt'), printed);
  run('e2e/support/seed-settled-customer-cli.ts', []);
  fs.writeFileSync(marker, new Date().toISOString());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.env.STAIRWAY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('STAIRWAY_E2E_DATA_DIR is not set');
  const started = performance.now();
  prepareServerData(dataDir);
  console.log(
    `Journeys' data folder ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dataDir}`,
  );
}
