/**
 * What the fault and load benchmarks (faults.ts, load.ts) share: the real server started as a child process in
 * production mode, GraphQL calls over HTTP, bench applicants, bench databases on PostgreSQL, the child's memory
 * and a line describing the machine.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../src/config';
import { nationalListingsFile } from '../src/db/seed/seed';

/** The password of every bench applicant (a zxcvbn score of 4, as onboard requires at least 3). */
export const BENCH_PASSWORD = 'copper kettle lantern 4417';

/** The built web app, served by the bench servers when it exists (the load never asks for it). */
export const webDist = path.join(repoRoot, 'apps/web/dist');

/** A server running as a child process. */
export type ServerProcess = {
  /** The child's process id. */
  pid: number;
  /** Base URL, e.g. http://127.0.0.1:41234 (the API is at `${url}/api`). */
  url: string;
  /** The file the child's standard output and error go to. */
  logFile: string;
  /** Settles when the child exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the child is still running. */
  alive: () => boolean;
  /** Ends the child at once with SIGKILL (no shutdown: an unclean stop). @returns once it has exited */
  kill9: () => Promise<void>;
  /** Stops the child with SIGTERM (its clean shutdown), SIGKILL after 15 s. @returns once it has exited */
  stop: () => Promise<void>;
};

/**
 * A TCP port that is free at the moment of the call (the OS picks it).
 * @returns the port number
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` with NODE_ENV=production, as `npm start` would in
 * production, and waits until GET /readyz answers 200 (migrated, seeded, listening).
 *
 * The environment is built from scratch (PATH and HOME only from this process), so a DATABASE_URL of the
 * caller's shell cannot leak in: sandbox identity, open-banking and checkout providers are allowed
 * (ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION), e-mails go to the outbox (ALLOW_OUTBOX_IN_PRODUCTION), the
 * sign-up limits are raised (all bench applicants sign up from one address and one domain),
 * TRUST_PROXY=loopback lets each simulated applicant give its own address in X-Forwarded-For (the sign-in
 * limit of 30 per IP in 15 minutes then applies per applicant, as behind a real proxy), and the upload sweep
 * is off. BENCH_SERVER_NODE_ARGS (space-separated) are given to node first, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the server's time goes.
 * @param options.dataDir DATA_DIR (the embedded database lives in DATA_DIR/pg when databaseUrl is unset)
 * @param options.databaseUrl PostgreSQL URL; unset for the embedded database
 * @param options.port the port; a free one when unset (give the same port to restart a server at its address)
 * @param options.env more variables, which win over the above
 * @param options.readyTimeoutMs how long to wait for /readyz (default 180 s: a first start seeds the database)
 * @param options.prebuilt start the prebuilt server, apps/server/dist/main.mjs (`npm run build:server`, as the
 *   container image does), instead of the sources through tsx
 * @returns the running server
 * @throws Error with the end of the child's log when it exits or is not ready in time
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  prebuilt?: boolean;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = path.join(options.dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.homedir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    // No SMTP server here: the bench applicants' e-mails go to DATA_DIR/outbox (issue 29 item 6).
    ALLOW_OUTBOX_IN_PRODUCTION: 'true',
    ONBOARD_LIMIT_PER_IP: '1000000',
    ONBOARD_LIMIT_PER_DOMAIN: '1000000',
    TRUST_PROXY: 'loopback',
    UPLOAD_SWEEP_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'info',
    ...(fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST_DIR: webDist } : {}),
    ...options.env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      ...(options.prebuilt
        ? [path.join(repoRoot, 'apps/server/dist/main.mjs')]
        : ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')]),
    ],
    { cwd: repoRoot, env, stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server did not start (no process id)');
  const server: ServerProcess = {
    pid,
    url,
    logFile,
    exited,
    alive: () => running,
    async kill9() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (!running) throw new Error(`The server exited while starting:\n${tail(logFile)}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return server;
    await sleep(250);
  }
  await server.kill9();
  throw new Error(`The server was not ready within the time allowed:\n${tail(logFile)}`);
}

/**
 * The last lines of a file.
 * @param file the file's path
 * @param lines how many (default 20)
 */
export function tail(file: string, lines = 20): string {
  if (!fs.existsSync(file)) return '(no log)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Waits. @param ms milliseconds */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One GraphQL answer over HTTP, or why there was none. */
export type CallResult = {
  /** HTTP status; 0 when no answer came (connection refused or reset, or the time limit). */
  status: number;
  /** The parsed body when it was JSON. */
  body?: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  /** The text of a body that was not JSON, or the network error's message. */
  text?: string;
  /** Time until the whole answer was read, milliseconds. */
  ms: number;
};

/**
 * POSTs a GraphQL operation to `${url}/api` with fetch (keep-alive; the answer is decompressed as a browser
 * would). Never throws: a network error or the time limit gives status 0 with the error's message.
 * @param url the server's base URL
 * @param query the operation
 * @param variables its variables
 * @param options.token a session token, sent as a Bearer authorization
 * @param options.ip sent as X-Forwarded-For (the server believes it from loopback: TRUST_PROXY=loopback)
 * @param options.timeoutMs the time limit (default 30 s)
 * @returns the status, parsed body and time taken
 */
export async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; ip?: string; timeoutMs?: number } = {},
): Promise<CallResult> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  try {
    const response = await fetch(`${url}/api`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    try {
      return { status: response.status, body: JSON.parse(text) as CallResult['body'], ms };
    } catch {
      return { status: response.status, text: text.slice(0, 200), ms };
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error as Error).name ?? String(error);
    return { status: 0, text: message, ms: performance.now() - started };
  }
}

/**
 * Whether a call succeeded: HTTP 200 with data and no GraphQL errors.
 * @param result the call's result
 */
export function succeeded(result: CallResult): boolean {
  return result.status === 200 && !result.body?.errors?.length && result.body?.data != null;
}

/**
 * The data of a successful call, typed by the caller.
 * @param result the call's result
 * @returns its `data`
 * @throws Error describing the answer when the call did not succeed
 */
export function dataOf<T>(result: CallResult): T {
  if (!succeeded(result) || !result.body?.data) throw new Error(describeFailure(result));
  return result.body.data as T;
}

/**
 * A short description of a failed call's answer, for the reports: the HTTP status and the GraphQL error's
 * code and message, e.g. `HTTP 200, INTERNAL_SERVER_ERROR "Unexpected error."`, or the network error
 * (`no answer: ECONNREFUSED`).
 * @param result the call's result
 */
export function describeFailure(result: CallResult): string {
  if (result.status === 0) return `no answer: ${result.text}`;
  const error = result.body?.errors?.[0];
  if (error)
    return `HTTP ${result.status}, ${String(error.extensions?.code ?? 'no code')} "${error.message}"`;
  return `HTTP ${result.status}${result.text ? ` "${result.text.slice(0, 80)}"` : ''}`;
}

/** A signed-in bench applicant. */
export type Applicant = { email: string; token: string; ip: string };

/**
 * Signs up `count` applicants with onboard (selecting nothing about the session) and signs each in with
 * signIn, from its own address (198.18.0.0/15, the range set aside for benchmarks, RFC 2544).
 * @param url the server's base URL
 * @param count how many
 * @param options.prefix the start of their e-mail addresses (unique per run)
 * @param options.districts their preferred postcode districts (1 to 5)
 * @param options.concurrency sign-ups at a time (default 4: each hashes a password)
 * @returns the applicants with their session tokens
 * @throws Error with the server's answer when a sign-up or sign-in fails
 */
export async function createApplicants(
  url: string,
  count: number,
  options: { prefix: string; districts: string[]; concurrency?: number },
): Promise<Applicant[]> {
  const applicants: Applicant[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next;
      next += 1;
      const email = `${options.prefix}-${n}@bench.example`;
      const ip = benchIp(n);
      const onboarded = await gql(
        url,
        'mutation Onboard($i: OnboardInput!) { onboard(input: $i) { __typename } }',
        {
          i: {
            firstName: 'Bench',
            lastName: 'Applicant',
            email,
            password: BENCH_PASSWORD,
            grossAnnualPay: 52_000,
            deposit: 25_000,
            depositSource: 'CashSavings',
            preferredLocations: options.districts.slice(0, 5),
            checks: {
              over18: true,
              rightToLiveInUk: true,
              noBankruptcyOrCcj: true,
              creditCheckConsent: true,
            },
          },
        },
        { ip },
      );
      if (!succeeded(onboarded)) throw new Error(`onboard ${email}: ${describeFailure(onboarded)}`);
      const token = await signIn(url, email, ip);
      applicants[n] = { email, token, ip };
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return applicants;
}

/** The signIn mutation the bench sends. */
export const SIGN_IN = 'mutation SignIn($i: SignInInput!) { signIn(input: $i) { token role } }';

/**
 * Signs a bench applicant in.
 * @param url the server's base URL
 * @param email their e-mail address (password BENCH_PASSWORD)
 * @param ip the address they sign in from
 * @returns the session token
 * @throws Error with the server's answer when it fails
 */
export async function signIn(url: string, email: string, ip: string): Promise<string> {
  const result = await gql(url, SIGN_IN, { i: { email, password: BENCH_PASSWORD } }, { ip });
  const token = (result.body?.data?.signIn as { token?: string } | undefined)?.token;
  if (!succeeded(result) || !token) throw new Error(`signIn ${email}: ${describeFailure(result)}`);
  return token;
}

/**
 * A distinct address in 198.18.0.0/15 (RFC 2544's benchmarking range) for the n-th simulated applicant.
 * @param n 0 to 131,071
 */
export function benchIp(n: number): string {
  return `198.${18 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/**
 * The postcode districts with the most listings in the bundled national sample
 * (apps/server/seed-data/listings-uk-2025.csv.gz, which the server seeds into an empty database), busiest first.
 * @param count how many
 */
export function busiestDemoDistricts(count: number): string[] {
  const rows = parse(gunzipSync(fs.readFileSync(nationalListingsFile)), {
    columns: true,
    skip_empty_lines: true,
  }) as Array<{ outcode?: string }>;
  const counts = new Map<string, number>();
  for (const { outcode } of rows) if (outcode) counts.set(outcode, (counts.get(outcode) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([outcode]) => outcode);
}

/**
 * The resident memory of a process from /proc (Linux).
 * @param pid the process id
 * @returns kilobytes, or null when the process is gone
 */
export function rssKb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * p50, p95, p99 and the largest of some durations (nearest-rank percentiles).
 * @param values milliseconds, in any order
 * @returns each rounded to 0.1 ms (0 when there are none)
 */
export function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * The date, the machine and its load average, for the head of a report (other work on the machine slows
 * every figure).
 */
export function machineLine(): string {
  const cpus = os.cpus();
  return (
    `${new Date().toISOString()}; ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ` +
    `${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start.`
  );
}

/** The machine's PostgreSQL for the bench databases: BENCH_PG_ADMIN_URL, else the local trust-auth server. */
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates an empty database on the machine's PostgreSQL (BENCH_PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) with psql.
 * @param name the database name (letters, digits and underscores)
 * @returns its URL
 * @throws Error when psql fails (e.g. PostgreSQL is not running)
 */
export function createBenchDatabase(name: string): string {
  psql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database created by createBenchDatabase (its connections are ended first).
 * @param name the database name
 */
export function dropBenchDatabase(name: string): void {
  psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Runs one SQL statement with psql.
 * @param url the database URL
 * @param statement the SQL
 * @returns psql's output (unaligned, tuples only)
 * @throws Error with psql's message when it fails
 */
export function psql(url: string, statement: string): string {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-tAc', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`);
  return result.stdout.trim();
}
