/**
 * `npm run bench:outbox`: `kill -9` between the commit and the send must lose no e-mail and duplicate none,
 * and this fault benchmark counts both, written to bench/OUTBOX.md (or BENCH_RESULTS_FILE).
 *
 * A writer process (this file with `--writer`) does what a server does when a change causes an e-mail: in one
 * transaction it makes the change (an audit_log row, actor `outbox-fault-bench`, subject the message's key) and
 * enqueues the e-mail (services/email-outbox.ts), commits, then delivers through the real outbox-folder provider
 * (one .eml file per message handed over). It is killed with SIGKILL:
 *
 * 1. between the commit and the send, on purpose: the writer commits, says so on stdout, and waits; the bench kills
 *    it there (OUTBOX_FAULT_DIRECTED rounds, default 10);
 * 2. at random moments while it commits and sends as fast as it can (OUTBOX_FAULT_RANDOM rounds, default 10, each
 *    killed 50–500 ms after it started writing), which also lands kills during the provider's hand-over.
 *
 * Then a recovering server (an outbox with the in-process queue, started, short claim and sweep times so the bench
 * does not wait two minutes) sweeps until no row is pending or sending. Counted, per committed change: lost (no
 * .eml with its Message-ID) and duplicated (more than one). Uncommitted work (killed inside the transaction) must
 * leave neither a change nor an e-mail. On the machine's PostgreSQL (BENCH_PG_ADMIN_URL), in a database of its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { auditLog, emailOutbox } from '../src/db/schema';
import { createInProcessQueue } from '../src/lib/job-queue';
import { createLogger } from '../src/lib/logger';
import { createOutboxEmailProvider } from '../src/providers/email/email-provider';
import { createEmailOutbox } from '../src/services/email-outbox';
import { createBenchDatabase, dropBenchDatabase, machineLine, sleep } from './server-process';

const ACTOR = 'outbox-fault-bench';
const FROM = 'Stairway <hello@stairway.example>';

/** The writer: commits a change with its e-mail, then delivers it; with `--pause`, stops after one commit. */
async function writer(url: string, dir: string, pause: boolean) {
  const logger = createLogger('silent');
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  const queue = createInProcessQueue(logger);
  const outbox = createEmailOutbox({
    db: database.db,
    provider: createOutboxEmailProvider(dir, FROM, logger),
    queue,
    logger,
    // As the recovering server's: a claim left by a kill lapses after 2 s rather than CLAIM_SECONDS.
    claimSeconds: 2,
  });
  process.stdout.write('ready\n');
  for (let n = 0; ; n += 1) {
    const key = `bench:${process.pid}:${n}`;
    const queued = await database.db.transaction(async (tx) => {
      await tx.insert(auditLog).values({ actor: ACTOR, action: 'bench-change', subjectId: key, details: {} });
      return outbox.enqueue(
        tx,
        { to: 'bench@example.com', subject: key, html: `<p>${key}</p>`, text: key },
        key,
      );
    });
    if (pause) {
      process.stdout.write(`committed ${key}\n`);
      await sleep(60_000);
    }
    await outbox.deliver(queued);
  }
}

/** Starts a writer and resolves with it once it has printed `committed` (directed) or at once (random). */
function startWriter(url: string, dir: string, pause: boolean) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/bench/outbox-faults.ts'),
      '--writer',
      url,
      dir,
      pause ? 'pause' : 'run',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const said = (word: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (output.includes(word)) resolve();
      };
      child.stdout.on('data', check);
      check();
    });
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, ready: said('ready'), committed: said('committed'), exited };
}

/** Counts .eml files per Message-ID in the outbox folder. */
function filesPerKey(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
    const id = /^Message-ID: <([^@]+)@stairway\.outbox>/m.exec(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    )?.[1];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function main() {
  const directedRounds = Number(process.env.OUTBOX_FAULT_DIRECTED ?? 10);
  const randomRounds = Number(process.env.OUTBOX_FAULT_RANDOM ?? 10);
  const name = `stairway_outbox_faults_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-outbox-faults-'));
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  const url = createBenchDatabase(name);
  const started = Date.now();
  try {
    say('# E-mail outbox under kill -9 (`npm run bench:outbox`)');
    say();
    say(`Machine: ${machineLine()}`);
    say();
    const migrated = await openDatabase({ databaseUrl: url });
    await migrated.close();
    for (let round = 0; round < directedRounds; round += 1) {
      const w = startWriter(url, dir, true);
      await w.committed;
      w.child.kill('SIGKILL');
      await w.exited;
    }
    for (let round = 0; round < randomRounds; round += 1) {
      const w = startWriter(url, dir, false);
      await w.ready;
      await sleep(50 + Math.random() * 450);
      w.child.kill('SIGKILL');
      await w.exited;
    }
    // A server recovers: sweeps until nothing is pending or sending.
    const logger = createLogger('silent');
    const database = await openDatabase({ databaseUrl: url, migrate: false });
    const queue = createInProcessQueue(logger);
    const outbox = createEmailOutbox({
      db: database.db,
      provider: createOutboxEmailProvider(dir, FROM, logger),
      queue,
      logger,
      claimSeconds: 2,
      sweepAfterSeconds: 0,
    });
    await queue.start();
    await sleep(2500);
    const before = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
    const left = {
      pending: before.filter((r) => r.status === 'pending').length,
      sending: before.filter((r) => r.status === 'sending').length,
    };
    const deadline = Date.now() + 60_000;
    for (;;) {
      await outbox.sweep();
      await sleep(300);
      const open = await database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      const sending = await database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'sending'));
      if ((open.length === 0 && sending.length === 0) || Date.now() > deadline) break;
      await sleep(1100);
    }
    await queue.stop(5);
    const changes = await database.db
      .select({ key: auditLog.subjectId })
      .from(auditLog)
      .where(eq(auditLog.actor, ACTOR));
    const rows = await database.db.select().from(emailOutbox);
    await database.close();
    const files = filesPerKey(dir);
    const committed = new Set(changes.map((c) => c.key ?? ''));
    const lost = [...committed].filter((key) => !files.has(key));
    const duplicated = [...committed].filter((key) => (files.get(key) ?? 0) > 1);
    const orphans = [...files.keys()].filter((key) => !committed.has(key));
    say(
      `${directedRounds} writers killed with SIGKILL between a commit and its send, then ${randomRounds} killed at ` +
        'a random moment (50–500 ms after they started writing) while committing and sending without pause; then one ' +
        'recovering server swept the outbox.',
    );
    say();
    say('| Measure | Count |');
    say('|---|---|');
    say(`| Changes committed (each with its e-mail in the same transaction) | ${committed.size} |`);
    say(`| Left pending by the kills (committed, not yet sent) | ${left.pending} |`);
    say(`| Left claimed by the kills (killed while handing over) | ${left.sending} |`);
    say(`| E-mails written (.eml files) | ${[...files.values()].reduce((a, b) => a + b, 0)} |`);
    say(`| **Lost** (committed change, no e-mail) | **${lost.length}** |`);
    say(`| **Duplicated** (more than one e-mail for a change) | **${duplicated.length}** |`);
    say(`| E-mails without a committed change | ${orphans.length} |`);
    say(`| Outbox rows not sent at the end | ${rows.filter((r) => r.status !== 'sent').length} |`);
    say();
    say(
      `Took ${Math.round((Date.now() - started) / 1000)} s; load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
    );
    const out = process.env.BENCH_RESULTS_FILE ?? path.join(repoRoot, 'bench/OUTBOX.md');
    fs.writeFileSync(out, `${lines.join('\n')}\n`);
    console.log(`\nWritten to ${path.relative(repoRoot, out)}`);
    if (lost.length > 0 || duplicated.length > 0 || orphans.length > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    dropBenchDatabase(name);
  }
}

if (process.argv[2] === '--writer') {
  await writer(process.argv[3] ?? '', process.argv[4] ?? '', process.argv[5] === 'pause');
} else {
  await main();
}
