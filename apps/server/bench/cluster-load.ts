/**
 * The cluster benchmark's load (cluster.ts): the load benchmark's realistic mix (load.ts: sendOne, steadyLoad)
 * sent through the load balancer, each answer recorded with when it was sent; writes whose acknowledgement is
 * checked in the database afterwards; and the CPU used by each part of the machine during a phase.
 */
import { type OperationName, type Simulated, sendOne, steadyLoad, type WebDocuments } from './load';
import {
  type Applicant,
  type CallResult,
  describeFailure,
  gql,
  percentiles,
  psql,
  sleep,
  succeeded,
} from './server-process';

export {
  postgresCpuSeconds,
  type Snapshot,
  snapshot,
  type Usage,
  usageBetween,
} from './cluster-load/usage';

/** One answer (or failure) as the load generator saw it. */
export type Answer = {
  /** When the request left, performance.now() ms. */
  at: number;
  /** Until the whole answer was read (or the failure), ms. */
  ms: number;
  ok: boolean;
  name: OperationName;
  /** The failure's description (describeFailure), empty when ok. */
  what: string;
};

/** What a load recorded: every answer, and the requests not sent because too many were in flight. */
export type Recorder = {
  answers: Answer[];
  shed: number;
  inFlight: number;
  startedAt: number;
  lastAnswerAt: number;
};

/** @returns an empty recorder whose phase begins now */
export function createRecorder(): Recorder {
  const now = performance.now();
  return { answers: [], shed: 0, inFlight: 0, startedAt: now, lastAnswerAt: now };
}

/** A write the load generator sent whose result is looked for in the database afterwards. */
export type CheckedWrite = { email: string; listingId: string; favouriteId?: string };

/**
 * Bench applicants who only save homes (addFavourite, the mix's own operation), each a different home every
 * time and never removed, so that every acknowledged save must be in the database afterwards.
 */
export type WriterPool = {
  writers: Applicant[];
  listingIds: string[];
  /** How many saves each writer has sent, over every phase (so that no home is saved twice). */
  sent: number[];
  /** The saves of the current ledger: acknowledged (with the favourite's id) and not. */
  acked: CheckedWrite[];
  unacked: CheckedWrite[];
};

/**
 * @param writers the writers, signed in
 * @param listingIds the homes to save (each writer walks them from its own starting point)
 * @returns a pool with an empty ledger
 */
export function createWriterPool(writers: Applicant[], listingIds: string[]): WriterPool {
  return { writers, listingIds, sent: writers.map(() => 0), acked: [], unacked: [] };
}

/** Empties a pool's ledger, for a new phase. @param pool the pool */
export function newLedger(pool: WriterPool): void {
  pool.acked = [];
  pool.unacked = [];
}

let nextWriter = 0;
/**
 * Sends one checked write: the next writer (in turn) saves its next home with the web app's AddFavourite.
 * @returns the operation (addFavourite) and its result
 */
async function checkedWrite(
  url: string,
  documents: WebDocuments,
  pool: WriterPool,
): Promise<{ name: OperationName; result: CallResult }> {
  const w = nextWriter++ % pool.writers.length;
  const writer = pool.writers[w] as Applicant;
  const n = pool.sent[w] ?? 0;
  pool.sent[w] = n + 1;
  const step = Math.max(1, Math.floor(pool.listingIds.length / pool.writers.length));
  const listingId = pool.listingIds[(w * step + n) % pool.listingIds.length] as string;
  const result = await gql(
    url,
    documents.addFavourite,
    { input: { rentCompId: listingId } },
    { token: writer.token, ip: writer.ip },
  );
  const favouriteId = (result.body?.data?.addFavourite as { id?: string } | undefined)?.id;
  if (succeeded(result) && favouriteId) pool.acked.push({ email: writer.email, listingId, favouriteId });
  else pool.unacked.push({ email: writer.email, listingId });
  return { name: 'addFavourite', result };
}

/**
 * A sender for steadyLoad: one request of the mix (or, with `writes`, a checked write in `writes.share` of
 * them) through `url`, recorded in `recorder`. When `maxInFlight` requests are already waiting for an answer
 * the request is not sent and is counted as shed, so that an overloaded cluster shows as a lower throughput and
 * longer latencies rather than as thousands of open connections.
 * @returns the function to give steadyLoad
 */
export function mixSender(options: {
  url: string;
  documents: WebDocuments;
  applicants: Simulated[];
  listingIds: string[];
  recorder: Recorder;
  maxInFlight: number;
  writes?: { pool: WriterPool; share: number };
}): () => Promise<{ name: OperationName; result: CallResult }> {
  const { url, documents, applicants, listingIds, recorder, maxInFlight, writes } = options;
  return async () => {
    if (recorder.inFlight >= maxInFlight) {
      recorder.shed += 1;
      return { name: 'me', result: { status: -1, text: 'shed', ms: 0 } };
    }
    recorder.inFlight += 1;
    const at = performance.now();
    try {
      const answer =
        writes && Math.random() < writes.share
          ? await checkedWrite(url, documents, writes.pool)
          : await sendOne(url, documents, applicants, listingIds);
      const ok = succeeded(answer.result);
      recorder.answers.push({
        at,
        ms: answer.result.ms,
        ok,
        name: answer.name,
        what: ok ? '' : describeFailure(answer.result),
      });
      recorder.lastAnswerAt = performance.now();
      return answer;
    } finally {
      recorder.inFlight -= 1;
    }
  };
}

/**
 * Sends at `rate` a second with load.ts's steadyLoad (open load: each request at its time), for `seconds`, or
 * second by second while `until()` is false (for a phase as long as an action, e.g. a rolling restart), then
 * waits for every answer.
 * @param rate requests a second
 * @param duration seconds, or a function that says when to stop
 * @param send the sender (mixSender)
 */
export async function runLoad(
  rate: number,
  duration: number | (() => boolean),
  send: () => Promise<{ name: OperationName; result: CallResult }>,
): Promise<void> {
  const ignore = () => {};
  if (typeof duration === 'number') {
    await steadyLoad(rate, duration * 1000, send, ignore);
    return;
  }
  const seconds: Array<Promise<unknown>> = [];
  const started = performance.now();
  for (let k = 1; !duration(); k += 1) {
    seconds.push(steadyLoad(rate, 1000, send, ignore));
    await sleep(Math.max(0, started + k * 1000 - performance.now()));
  }
  await Promise.all(seconds);
}

/** A load's figures: requests, failures, throughput and latency. */
export type LoadSummary = {
  sent: number;
  failed: number;
  shed: number;
  /** Successful answers a second, from the phase's start to its last answer. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The failures' descriptions and how many of each. */
  failures: Map<string, number>;
};

/**
 * @param recorder a finished load's recorder
 * @returns its figures (latency over every answer, failures included)
 */
export function summarise(recorder: Recorder): LoadSummary {
  const { answers } = recorder;
  const okCount = answers.filter((a) => a.ok).length;
  const failures = new Map<string, number>();
  for (const a of answers) if (!a.ok) failures.set(a.what, (failures.get(a.what) ?? 0) + 1);
  const seconds = (recorder.lastAnswerAt - recorder.startedAt) / 1000;
  return {
    sent: answers.length,
    failed: answers.length - okCount,
    shed: recorder.shed,
    throughput: seconds > 0 ? okCount / seconds : 0,
    ...percentiles(answers.map((a) => a.ms)),
    failures,
  };
}

/** @returns the failures as `3 × no answer: ECONNRESET; …` (the first few kinds, each on one line) */
export function describeFailures(failures: Map<string, number>): string {
  return [...failures.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([what, n]) => `${n} × ${what.replace(/\s+/g, ' ')}`)
    .join('; ');
}

/** The result of looking for checked writes in the database. */
export type WriteCheck = {
  acked: number;
  present: number;
  lost: CheckedWrite[];
  unacked: number;
  /** Writes without an acknowledgement that were saved all the same (either is right for them). */
  unackedPresent: number;
};

/**
 * Looks for a ledger's writes in the database (psql, straight to PostgreSQL, not through a server): every
 * acknowledged save by its favourite's id and its applicant and home; the saves without an acknowledgement by
 * applicant and home.
 * @param databaseUrl the cluster's database
 * @param pool the writers and their ledger
 * @returns what was found
 */
export function checkWrites(databaseUrl: string, pool: WriterPool): WriteCheck {
  const emails = pool.writers.map((w) => `'${w.email.replaceAll("'", "''")}'`).join(',');
  const rows = psql(
    databaseUrl,
    `select u.email || ' ' || f.listing_id || ' ' || f.id from favourites f ` +
      'join user_applications a on a.id = f.application_id join users u on u.id = a.user_id ' +
      `where u.email in (${emails})`,
  );
  const saved = new Set(rows.split('\n').filter(Boolean));
  const savedPairs = new Set([...saved].map((row) => row.split(' ').slice(0, 2).join(' ')));
  const lost = pool.acked.filter((w) => !saved.has(`${w.email} ${w.listingId} ${w.favouriteId}`));
  return {
    acked: pool.acked.length,
    present: pool.acked.length - lost.length,
    lost,
    unacked: pool.unacked.length,
    unackedPresent: pool.unacked.filter((w) => savedPairs.has(`${w.email} ${w.listingId}`)).length,
  };
}
