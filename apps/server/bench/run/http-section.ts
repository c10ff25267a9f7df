/**
 * The HTTP section of `npm run bench` (run.ts): autocannon in a child process against the server on a free
 * port, getHomesSelection afresh and remembered, with and without compression, a page of the server-side
 * search, and `{ me }` against a bare Yoga `{ hello }`.
 */
import { spawn } from 'node:child_process';
import type { AppServices } from '../../src/context';
import type { AnswerCache } from '../../src/lib/answer-cache';
import { HOME_PAGE_QUERY } from '../home-search';
import { HOMES_QUERY } from './in-process';
import { autocannonCli, httpSeconds, say } from './settings';

/**
 * Requests per second (mean) and p97.5 latency of POSTing `payload` for httpSeconds with 10 connections:
 * autocannon runs in a child process, so that the load does not share this process's event loop with the
 * server it measures. * @param url the URL POSTed to
 * @param payload the JSON body
 * @param headers more request headers
 * @returns requests a second, p97.5 latency (ms) and bytes per answer
 * @throws Error when any answer was not 2xx or failed
 */
export async function load(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const args = [autocannonCli, '-j', '-c', '10', '-d', String(httpSeconds), '-m', 'POST'];
  for (const [name, value] of Object.entries({ 'content-type': 'application/json', ...headers })) {
    args.push('-H', `${name}=${value}`);
  }
  args.push('-b', JSON.stringify(payload), url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.on('close', resolve));
  const result = JSON.parse(out) as {
    non2xx: number;
    errors: number;
    requests: { average: number; total: number };
    latency: { p97_5: number };
    throughput: { total: number };
  };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    rps: Math.round(result.requests.average),
    p95: result.latency.p97_5,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
  };
}

/** One autocannon run's figures. */
export type LoadFigures = Awaited<ReturnType<typeof load>>;

/**
 * Runs every HTTP measurement, in the order the report relies on: the baselines run afresh (nothing
 * remembered), then, with the server's memory of answers put back, the remembered answers, then the `{ me }`
 * and `{ hello }` pairs.
 * @param options.services the bench's services (answerCache is set back to options.answerCache)
 * @param options.answerCache the server's memory of answers, put back after the runs afresh
 * @param options.base the server's base URL
 * @param options.bareBase the bare Yoga's base URL
 * @param options.token the bench applicant's session token
 * @param options.three the 3 busiest districts
 * @returns every run's figures and the answers' sizes, bytes
 */
export async function measureHttp(options: {
  services: AppServices;
  answerCache: AnswerCache;
  base: string;
  bareBase: string;
  token: string;
  three: string[];
}) {
  const { services, answerCache, base, bareBase, token, three } = options;
  const query = HOMES_QUERY;
  const homesPayload = { query, variables: { input: { postcodes: three } } };
  const auth = { authorization: `Bearer ${token}` };
  const plainAnswer = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...auth },
    body: JSON.stringify(homesPayload),
  });
  const plainBytes = (await plainAnswer.arrayBuffer()).byteLength;
  // The same run's baseline: every request runs (nothing remembered); then with the one-second memory of answers.
  const freshHomes = await load(`${base}/api`, homesPayload, { ...auth, 'accept-encoding': 'gzip' });
  // One page of the server-side search, each request run afresh too: the default page, and a filtered, sorted one
  // (the case the one-second memory does not help: another filter, sort or applicant).
  const pagePayload = { query: HOME_PAGE_QUERY, variables: { input: { postcodes: three, first: 24 } } };
  const freshPage = await load(`${base}/api`, pagePayload, { ...auth, 'accept-encoding': 'gzip' });
  const filteredPayload = {
    query: HOME_PAGE_QUERY,
    variables: {
      input: { postcodes: three, first: 24, maxPrice: 400_000, bedrooms: '2', sort: 'Lowest rent' },
    },
  };
  const freshFiltered = await load(`${base}/api`, filteredPayload, { ...auth, 'accept-encoding': 'gzip' });
  const plainPage = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...auth },
    body: JSON.stringify(pagePayload),
  });
  const pageBytes = (await plainPage.arrayBuffer()).byteLength;
  services.answerCache = answerCache;
  const compressedHomes = await load(`${base}/api`, homesPayload, { ...auth, 'accept-encoding': 'br, gzip' });
  const gzipHomes = await load(`${base}/api`, homesPayload, { ...auth, 'accept-encoding': 'gzip' });
  const plainHomes = await load(`${base}/api`, homesPayload, { ...auth, 'accept-encoding': 'identity' });
  // `{ me }` and bare Yoga's `{ hello }` in three alternating pairs: one pair swings by a tenth or more on this
  // kind of machine (whichever runs first after the heavy runs above pays for their garbage), so the ratio
  // reported is the median of the three pairs' ratios, and every pair is printed.
  const pairs: Array<{ me: Awaited<ReturnType<typeof load>>; hello: Awaited<ReturnType<typeof load>> }> = [];
  for (let pair = 0; pair < 3; pair += 1) {
    const me = await load(`${base}/api`, { query: '{ me { user { id } } }' }, auth);
    const hello = await load(`${bareBase}/graphql`, { query: '{ hello }' });
    pairs.push({ me, hello });
  }
  const ratioOf = (pair: (typeof pairs)[number]) => pair.me.rps / pair.hello.rps;
  const { me, hello } = [...pairs].sort((a, b) => ratioOf(a) - ratioOf(b))[1] as (typeof pairs)[number];
  return {
    plainBytes,
    freshHomes,
    freshPage,
    freshFiltered,
    pageBytes,
    compressedHomes,
    gzipHomes,
    plainHomes,
    pairs,
    me,
    hello,
  };
}

/**
 * Prints the HTTP section: the table and what it says against the targets.
 * @param h measureHttp's figures
 */
export function reportHttp(h: Awaited<ReturnType<typeof measureHttp>>): void {
  const { compressedHomes, gzipHomes, plainHomes, freshHomes, freshPage, freshFiltered, me, hello, pairs } =
    h;
  const { plainBytes, pageBytes } = h;

  say();
  say(`## Over HTTP (autocannon in a child process, 10 connections, ${httpSeconds} s each)`);
  say();
  say('| request | req/s | p97.5 ms | bytes per answer |');
  say('|---|---|---|---|');
  say(
    `| getHomesSelection, 3 busiest, brotli | ${compressedHomes.rps} | ${compressedHomes.p95} | ${compressedHomes.bytesPerRequest} |`,
  );
  say(`| same, gzip | ${gzipHomes.rps} | ${gzipHomes.p95} | ${gzipHomes.bytesPerRequest} |`);
  say(`| same, uncompressed | ${plainHomes.rps} | ${plainHomes.p95} | ${plainHomes.bytesPerRequest} |`);
  say(
    `| same, gzip, each request run afresh (no answer remembered) | ${freshHomes.rps} | ${freshHomes.p95} | ${freshHomes.bytesPerRequest} |`,
  );
  say(
    `| getHomesSelection, 3 busiest, one page of 24 (first: 24), gzip, run afresh | ${freshPage.rps} | ${freshPage.p95} | ${freshPage.bytesPerRequest} |`,
  );
  say(
    `| same page, ≤ £400k, 2 bedrooms, Lowest rent, gzip, run afresh | ${freshFiltered.rps} | ${freshFiltered.p95} | ${freshFiltered.bytesPerRequest} |`,
  );
  say(`| authenticated { me { user { id } } } | ${me.rps} | ${me.p95} | ${me.bytesPerRequest} |`);
  say(`| bare Yoga { hello } | ${hello.rps} | ${hello.p95} | ${hello.bytesPerRequest} |`);
  say();
  say(
    `- getHomesSelection's answer: ${(plainBytes / 1024).toFixed(0)} KB uncompressed, ` +
      `${(compressedHomes.bytesPerRequest / 1024).toFixed(0)} KB with brotli (headers included)`,
  );
  say(
    `- one page of the server-side search (first: 24): ${(pageBytes / 1024).toFixed(1)} KB uncompressed (target ≤ 50 KB); ` +
      `run afresh, ${(freshPage.rps / Math.max(freshHomes.rps, 1)).toFixed(1)} times the requests per second of the full answer run afresh, ` +
      `${(freshFiltered.rps / Math.max(freshHomes.rps, 1)).toFixed(1)} times filtered and sorted, in this run (target: 10 times)`,
  );
  say(
    `- getHomesSelection with its answer remembered for a second (decision 036): ${(gzipHomes.rps / Math.max(freshHomes.rps, 1)).toFixed(1)} times the requests per second of the same gzip requests each run afresh, in this run (target: 10 times the earlier baseline of 110 requests a second)`,
  );
  say(
    `- { me } throughput relative to bare Yoga: ${(me.rps / hello.rps).toFixed(2)}, the median of three alternating pairs ` +
      `(${pairs.map((pair) => `${pair.me.rps} / ${pair.hello.rps}`).join('; ')}) (target ≥ 0.80)`,
  );
}
