/**
 * The kill -9 tests of `npm run bench:faults` (faults.ts): writers save homes and set a counter, the server is
 * killed with SIGKILL, restarted on the same data, and every acknowledged write is looked for.
 */
import fs from 'node:fs';
import {
  type Applicant,
  type CallResult,
  createApplicants,
  dataOf,
  describeFailure,
  gql,
  type ServerProcess,
  signIn,
  sleep,
  startServer,
  succeeded,
  tail,
} from '../server-process';
import {
  ADD_FAVOURITE,
  districts,
  fail,
  HOMES,
  killAfterSeconds,
  READ_BACK,
  say,
  UPDATE_CARD_BALANCE,
  verdict,
  writers,
} from './report';

/**
 * Listing ids to save: those of the 30 busiest demo districts, asked for through getHomesSelection.
 * @returns the ids
 */
async function listingIds(url: string, applicant: Applicant): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < districts.length; i += 10) {
    const result = await gql(
      url,
      HOMES,
      { i: { postcodes: districts.slice(i, i + 10) } },
      { token: applicant.token },
    );
    if (!succeeded(result)) throw new Error(`getHomesSelection: ${describeFailure(result)}`);
    const data = dataOf<{ getHomesSelection: { listings: Array<{ id: string }> } }>(result);
    ids.push(...data.getHomesSelection.listings.map((l) => l.id));
  }
  return ids;
}

/** What one writer did: its acknowledged writes and the writes that had no answer. */
type WriterLog = {
  applicant: Applicant;
  /** Listing ids whose addFavourite was acknowledged. */
  favouritesAcked: Set<string>;
  /** Listing ids whose addFavourite was sent without an acknowledgement (in flight at the kill, or failed). */
  favouritesUnacked: Set<string>;
  /** The last cardBalance whose updateApplication was acknowledged (0: none). */
  lastBalanceAcked: number;
  /** cardBalance values sent without an acknowledgement. */
  balancesUnacked: Set<number>;
  acked: number;
  failed: number;
  /** The first failures' descriptions, for the report. */
  failures: string[];
};

/**
 * Runs one writer per applicant until `stop()` says so: each saves the next listing, then sets cardBalance to
 * its next counter value, and so on, one call at a time.
 * @returns the writers' logs once they have all stopped
 */
async function runWriters(url: string, applicants: Applicant[], ids: string[], stop: () => boolean) {
  return Promise.all(
    applicants.map(async (applicant, w) => {
      const log: WriterLog = {
        applicant,
        favouritesAcked: new Set(),
        favouritesUnacked: new Set(),
        lastBalanceAcked: 0,
        balancesUnacked: new Set(),
        acked: 0,
        failed: 0,
        failures: [],
      };
      for (let n = 1; !stop(); n += 1) {
        let result: CallResult;
        if (n % 2 === 1) {
          // Each writer walks the ids from its own starting point, so writers save different homes.
          const id = ids[(w * 37 + (n - 1) / 2) % ids.length] as string;
          result = await gql(
            url,
            ADD_FAVOURITE,
            { i: { rentCompId: id } },
            { token: applicant.token, timeoutMs: 10_000 },
          );
          if (succeeded(result)) log.favouritesAcked.add(id);
          else log.favouritesUnacked.add(id);
        } else {
          result = await gql(
            url,
            UPDATE_CARD_BALANCE,
            { i: { cardBalance: n } },
            { token: applicant.token, timeoutMs: 10_000 },
          );
          if (succeeded(result)) log.lastBalanceAcked = n;
          else log.balancesUnacked.add(n);
        }
        if (succeeded(result)) log.acked += 1;
        else {
          log.failed += 1;
          if (log.failures.length < 3) log.failures.push(describeFailure(result));
          // The server is gone: try again a little later rather than spin.
          await sleep(50);
        }
      }
      return log;
    }),
  );
}

/**
 * Reads every writer's favourites and cardBalance back from a (restarted) server and compares them with the
 * acknowledged writes; prints the findings.
 * @returns whether no acknowledged write was lost
 */
async function checkWrites(url: string, logs: WriterLog[]): Promise<boolean> {
  let acked = 0;
  let present = 0;
  let lost = 0;
  let inFlightPresent = 0;
  let inFlightCount = 0;
  const lostExamples: string[] = [];
  for (const log of logs) {
    let result = await gql(url, READ_BACK, {}, { token: log.applicant.token });
    if (!succeeded(result)) {
      // A token from before the restart should still work; sign in again if it does not, and say so.
      say(
        `- ${log.applicant.email}: the token from before the restart was refused (${describeFailure(result)}); signed in again`,
      );
      log.applicant.token = await signIn(url, log.applicant.email, log.applicant.ip);
      result = await gql(url, READ_BACK, {}, { token: log.applicant.token });
    }
    if (!succeeded(result))
      throw new Error(`reading back ${log.applicant.email}: ${describeFailure(result)}`);
    const data = result.body?.data as {
      me: { application: { cardBalance: number } };
      getFavourites: Array<{ rentCompId: string }>;
    };
    const saved = new Set(data.getFavourites.map((f) => f.rentCompId));
    const balance = data.me.application.cardBalance;
    acked += log.favouritesAcked.size + (log.lastBalanceAcked > 0 ? 1 : 0);
    inFlightCount += log.favouritesUnacked.size + log.balancesUnacked.size;
    for (const id of log.favouritesAcked) {
      if (saved.has(id)) present += 1;
      else {
        lost += 1;
        if (lostExamples.length < 5) lostExamples.push(`${log.applicant.email} favourite ${id}`);
      }
    }
    for (const id of saved) if (log.favouritesUnacked.has(id)) inFlightPresent += 1;
    // cardBalance only rises: the value read must be the last acknowledged one or a later one that was sent
    // without an answer (in flight at the kill).
    if (log.lastBalanceAcked > 0) {
      if (balance === log.lastBalanceAcked) present += 1;
      else if (log.balancesUnacked.has(balance) && balance > log.lastBalanceAcked) {
        present += 1;
        inFlightPresent += 1;
      } else {
        lost += 1;
        if (lostExamples.length < 5)
          lostExamples.push(
            `${log.applicant.email} cardBalance ${balance}, last acknowledged ${log.lastBalanceAcked}`,
          );
      }
    }
  }
  const totalAcked = logs.reduce((sum, l) => sum + l.acked, 0);
  say(
    `- acknowledged writes: ${totalAcked} (${logs.reduce((s, l) => s + l.favouritesAcked.size, 0)} favourites saved, ` +
      `${logs.reduce((s, l) => s + (l.acked - l.favouritesAcked.size), 0)} cardBalance updates, of which the last per applicant is checked)`,
  );
  say(
    `- checked after the restart: ${acked} (every saved favourite, and each applicant's last acknowledged cardBalance)`,
  );
  say(`- present: ${present}; lost: ${lost} ${verdict(lost === 0)}`);
  if (lostExamples.length) say(`- lost, for example: ${lostExamples.join('; ')}`);
  say(
    `- writes without an answer (in flight at the kill, or refused while the server was down): ${inFlightCount}; ` +
      `present anyway: ${inFlightPresent} (either is correct for a write that was never acknowledged)`,
  );
  return lost === 0;
}

/**
 * The kill -9 test on one database: starts the server, signs the writers up, runs the writers, kills the
 * server with SIGKILL after killAfterSeconds, restarts it on the same data and checks the writes.
 * @param options.label the section's title
 * @param options.databaseUrl PostgreSQL URL, or undefined for the embedded database in dataDir
 * @param options.dataDir the server's DATA_DIR
 * @returns once the section is written (a failure is reported and fails the run, it is not thrown)
 */
export async function killDuringWrites(options: { label: string; databaseUrl?: string; dataDir: string }) {
  say();
  say(`## ${options.label}`);
  say();
  const server = await startServer({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let restarted: ServerProcess | undefined;
  try {
    const applicants = await createApplicants(server.url, writers, {
      prefix: `faults-${process.pid}-${options.databaseUrl ? 'pg' : 'pglite'}`,
      districts: districts.slice(0, 3),
    });
    const ids = await listingIds(server.url, applicants[0] as Applicant);
    let stopping = false;
    const running = runWriters(server.url, applicants, ids, () => stopping);
    await sleep(killAfterSeconds * 1000);
    const killedAt = performance.now();
    await server.kill9();
    say(`${writers} writers for ${killAfterSeconds} s, then \`kill -9\` of the server (pid ${server.pid}).`);
    // Let the calls in flight fail, then stop the writers.
    await sleep(500);
    stopping = true;
    const logs = await running;
    const logOffset = fs.existsSync(server.logFile) ? fs.statSync(server.logFile).size : 0;
    const started = performance.now();
    restarted = await startServer({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      port: Number(new URL(server.url).port),
    });
    say(
      `- restarted on the same ${options.databaseUrl ? 'database' : 'data directory'}: ready (GET /readyz 200) ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s after the restart, ` +
        `${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    // What the restarted server wrote while opening that the first start did not (both log the bench's sandbox
    // providers): warnings and errors (level 40 and above), and lines that are not its JSON log.
    const log = fs.readFileSync(restarted.logFile, 'utf8');
    const notableLines = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.trim() && (!line.startsWith('{') || /"level":(40|50|60)/.test(line)))
        .map((line) => (line.startsWith('{') ? ((JSON.parse(line) as { msg?: string }).msg ?? line) : line));
    const atFirstStart = new Set(notableLines(log.slice(0, logOffset)));
    const notable = notableLines(log.slice(logOffset)).filter((line) => !atFirstStart.has(line));
    say(
      `- the ${options.databaseUrl ? 'server' : 'embedded database'} opened after the unclean stop; warnings, errors and ` +
        `other lines the restarted server logged beyond those of a normal start: ${notable.length}` +
        (notable.length
          ? ` (first: ${notable
              .slice(0, 2)
              .map((l) => `\`${l.slice(0, 160)}\``)
              .join(', ')})`
          : ''),
    );
    const readable = await gql(
      restarted.url,
      HOMES,
      { i: { postcodes: districts.slice(0, 3) } },
      { token: applicants[0]?.token },
    );
    say(
      `- readable: getHomesSelection for ${districts.slice(0, 3).join(', ')} answered ` +
        `${succeeded(readable) ? `${dataOf<{ getHomesSelection: { listings: unknown[] } }>(readable).getHomesSelection.listings.length} homes` : describeFailure(readable)} ` +
        verdict(succeeded(readable)),
    );
    const firstFailures = logs.flatMap((l) => l.failures).slice(0, 3);
    if (firstFailures.length)
      say(`- what the writers saw after the kill, for example: ${[...new Set(firstFailures)].join('; ')}`);
    await checkWrites(restarted.url, logs);
  } catch (error) {
    fail();
    say(`- **FAIL**: ${(error as Error).message}`);
    say('```');
    say(tail(server.logFile, Number(process.env.BENCH_LOG_LINES ?? 15)));
    say('```');
  } finally {
    await server.stop();
    await restarted?.stop();
  }
}
