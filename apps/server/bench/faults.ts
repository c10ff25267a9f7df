/**
 * `npm run bench:faults` (also part of `npm run bench`): what the server does when things break, written
 * to bench/FAULTS.md. The server runs as a child process in production mode (bench/server-process.ts).
 *
 * 1. kill -9 during writes, PostgreSQL: BENCH_FAULT_WRITERS applicants (default 8) each write in a loop (save a
 *    home with addFavourite, then set cardBalance to a rising counter with updateApplication) against a bench
 *    database of its own on the machine's PostgreSQL; after BENCH_FAULT_SECONDS (default 5) the server is
 *    killed with SIGKILL, restarted on the same database, and every acknowledged write (an answer with data
 *    and no errors) is looked for. Every one must be there.
 * 2. The same on the embedded database (PGlite in DATA_DIR on disk): does it open after the unclean stop, can
 *    it be read, and are the acknowledged writes there?
 * 3. PostgreSQL stopped and started under load: a throwaway cluster of its own (initdb as the postgres user,
 *    trust authentication, a free port; the machine's own PostgreSQL is never touched). A light load (4
 *    applicants, `{ me }` and updateApplication) runs while `pg_ctl stop -m fast` stops the database for
 *    BENCH_OUTAGE_SECONDS (default 5) and `pg_ctl start` starts it again. Reported: the answers seen during the
 *    outage (they must be clear errors, quickly, not hangs), /readyz, and how long after the start requests
 *    succeed again, with the same server process (never restarted). Skipped, saying why, without root,
 *    runuser or initdb.
 *
 * BENCH_PG_ADMIN_URL is the PostgreSQL where bench databases are created and dropped (default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */ import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { postgresOutage } from './faults/outage';
import { report, say, sections } from './faults/report';
import { killDuringWrites } from './faults/writes';
import { createBenchDatabase, dropBenchDatabase, machineLine } from './server-process';

say('# Faults (npm run bench:faults)');
say();
say(machineLine());
say(
  'The server runs as a child process (`node --import tsx apps/server/src/main.ts`, NODE_ENV=production), as ' +
    '`npm start` runs it. An acknowledged write is a call answered with data and no errors.',
);
const pgName = `stairway_bench_faults_${process.pid}`;
let pgUrl: string | undefined;
try {
  if (sections.has('kill-pg')) pgUrl = createBenchDatabase(pgName);
} catch (error) {
  say();
  say('## kill -9 during writes, PostgreSQL');
  say();
  say(`Skipped: could not create a bench database (${(error as Error).message.trim()}).`);
}
if (pgUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-faults-pg-'));
  try {
    await killDuringWrites({ label: 'kill -9 during writes, PostgreSQL', databaseUrl: pgUrl, dataDir });
  } finally {
    dropBenchDatabase(pgName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (sections.has('kill-pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-faults-pglite-'));
  try {
    await killDuringWrites({ label: 'kill -9 during writes, embedded database (PGlite on disk)', dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (sections.has('outage')) await postgresOutage();

say();
say('## Notes');
say();
say(
  '- `kill -9` ends the server process, not the machine: what PostgreSQL (or PGlite) had written was in the ' +
    'operating system’s hands either way. A power cut is not simulated here.',
);
say(
  '- A PostgreSQL connection that failed (PostgreSQL stopping or restarting) used to end the server: node-postgres ' +
    'emits an `error` event on the connection, and nothing listened for it on a connection checked out of the pool. ' +
    'Every connection now has a listener (db/client.ts listenForConnectionErrors; test/db/connection-errors.test.ts); ' +
    'the failure is logged once as a warning and the pool opens new connections when PostgreSQL is back.',
);
say(
  '- While PostgreSQL is down the API answers at once with SERVICE_UNAVAILABLE (HTTP 503, Retry-After: 5, “Stairway ' +
    'is unavailable for a moment. Please try again in a few seconds.”; yoga.ts ' +
    'maskDatabaseOutage, test/api/database-unavailable.test.ts), and /readyz answers 503, so a load balancer can ' +
    'take the instance out. Before session 22 the answer was the masked INTERNAL_SERVER_ERROR, which a client or a ' +
    'monitor could not tell from a bug.',
);

fs.mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/FAULTS.md'), `${report.lines.join('\n')}\n`);
console.log(`\nWritten to bench/FAULTS.md${report.allPassed ? '' : ' (some checks FAILED)'}`);
process.exit(report.allPassed ? 0 : 1);
