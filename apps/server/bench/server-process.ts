/**
 * What the fault and load benchmarks (faults.ts, load.ts) share: the real server started as a child process in
 * production mode, GraphQL calls over HTTP, bench applicants, bench databases on PostgreSQL, the child's memory
 * and a line describing the machine.
 */ import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';

export {
  type Applicant,
  BENCH_PASSWORD,
  benchIp,
  type CallResult,
  createApplicants,
  dataOf,
  describeFailure,
  gql,
  SIGN_IN,
  signIn,
  succeeded,
} from './server-process/graphql-calls';
export {
  busiestDemoDistricts,
  createBenchDatabase,
  dropBenchDatabase,
  machineLine,
  percentiles,
  psql,
  rssKb,
} from './server-process/machine';

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
    // No SMTP server here: the bench applicants' e-mails go to DATA_DIR/outbox.
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
