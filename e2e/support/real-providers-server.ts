/**
 * The second server of the browser journeys, launched in the background when they start (docs/decisions/056): the
 * production build, NODE_ENV=production, with the REAL identity and open-banking adapters (Onfido, Plaid) configured
 * as in a deployment, pointed at Prism proxies of the providers' published contracts
 * (apps/server/test/contracts/prism.ts, `--errors`) in front of stateful fakes (fake-providers.ts). Every call an
 * adapter makes is checked against the contract both ways: a violation is a 500 the adapter sees, and the journey
 * (e2e/tests/real-providers.spec.ts) fails.
 *
 * - Port: E2E_PORT + 1 (3101 by default), so that runs with their own E2E_PORT never collide; the fakes and the
 *   proxies take free ports.
 * - APP_URL: http://stairway.localhost:PORT. Plaid's contract says a webhook URL is `format: url`, which Prism
 *   checks with a pattern that refuses a host without a dot (plain "localhost"); every *.localhost name is the
 *   loopback (RFC 6761), for Chromium as for the fakes' webhook deliveries.
 * - Data: its own folder, STAIRWAY_E2E_DATA_DIR + "-real-providers" (the embedded database, the outbox, the
 *   operator's password), as the main server's folder is that server's alone.
 * - Sandbox providers: ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is NOT set, so the server starting at all proves
 *   that with Onfido and Plaid configured production needs no demonstration override. The waitlist fee's
 *   sandbox checkout would refuse production without that override (payment-providers.ts), so STRIPE_SECRET_KEY
 *   is set to a placeholder that reaches no Stripe: this journey takes no waitlist fee, and a payment attempted
 *   on this server would fail at Stripe (unreachable) rather than pretend to succeed.
 * - E-mail: the outbox (ALLOW_OUTBOX_IN_PRODUCTION=true), read by the journey as the main server's is.
 * - Operator: created the documented way, `ops add-operator`, before the server opens the database; its
 *   password goes to DATA_DIR/e2e-operator.txt (support/operator.ts reads it).
 *
 * Launched in the background by playwright.config.ts's globalSetup (`launchRealProvidersServer`, as
 * `node --import tsx e2e/support/real-providers-server.ts`), awaited by its journey; stops its children on
 * SIGTERM/SIGINT.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import dns from 'node:dns';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ContractMock, startContractMock } from '../../apps/server/test/contracts/prism';
import { startFakeOnfido } from './fake-onfido';
import { startFakePlaid } from './fake-plaid';
import type { FakeServer } from './fake-providers';
import { E2E_OPERATOR_EMAIL } from './operator-account';

const root = path.resolve(import.meta.dirname, '../..');

/** The port of this server: E2E_PORT + 1. */
export function realProvidersPort(): number {
  return Number(process.env.E2E_PORT ?? 3100) + 1;
}

/** The URL the browser and the providers use for this server (see the module's note on *.localhost). */
export function realProvidersAppUrl(): string {
  return `http://stairway.localhost:${realProvidersPort()}`;
}

/** This server's data folder, beside the main server's. */
export function realProvidersDataDir(): string {
  const main = process.env.STAIRWAY_E2E_DATA_DIR;
  if (!main) throw new Error('STAIRWAY_E2E_DATA_DIR is not set: run this through playwright.config.ts');
  return `${main}-real-providers`;
}

/**
 * Makes this process resolve every *.localhost name to 127.0.0.1, as Chromium does (RFC 6761 §6.3), for the
 * journey's API requests (Playwright's request context resolves names with dns.promises.lookup, and the
 * system's resolver here knows only "localhost"). Names other than *.localhost are resolved as before.
 */
export function resolveLocalhostSubdomains(): void {
  const original = dns.promises.lookup.bind(dns.promises);
  const patched = (hostname: string, options?: dns.LookupOptions | number) => {
    if (!hostname.endsWith('.localhost')) return original(hostname, options as dns.LookupAllOptions);
    const family = typeof options === 'number' ? options : options?.family;
    const all = typeof options === 'object' && options?.all;
    if (family === 6 || family === 'IPv6') return Promise.resolve(all ? [] : { address: '::1', family: 6 });
    const v4 = { address: '127.0.0.1', family: 4 };
    return Promise.resolve(all ? [v4] : v4);
  };
  dns.promises.lookup = patched as typeof dns.promises.lookup;
}

/** The webhook token of the fake Onfido and the app (ONFIDO_WEBHOOK_TOKEN). */
const ONFIDO_WEBHOOK_TOKEN = `fake-onfido-webhook-${randomBytes(12).toString('hex')}`;

/** Plaid's client id and secret as the fake knows them. */
const PLAID_CLIENT_ID = 'fake-plaid-client-id';
const PLAID_SECRET = `fake-plaid-secret-${randomBytes(12).toString('hex')}`;

/** Prints a child's error lines (and Prism's violations) on this process's stderr, prefixed. */
function forward(child: ChildProcess, name: string, keep: (line: string) => boolean = () => true) {
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() && keep(line)) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
}

async function main() {
  const port = realProvidersPort();
  const appUrl = realProvidersAppUrl();
  const dataDir = realProvidersDataDir();
  fs.mkdirSync(dataDir, { recursive: true });

  const stoppers: (() => Promise<void>)[] = [];
  let app: ChildProcess | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    app?.kill('SIGTERM');
    await Promise.allSettled(stoppers.map((s) => s()));
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  const onfido = await startFakeOnfido({
    webhookUrl: `${appUrl}/webhooks/onfido`,
    webhookToken: ONFIDO_WEBHOOK_TOKEN,
  });
  const plaid = await startFakePlaid({ clientId: PLAID_CLIENT_ID, secret: PLAID_SECRET });
  const fakes: FakeServer[] = [onfido, plaid];
  stoppers.push(...fakes.map((f) => f.stop));
  const [onfidoProxy, plaidProxy]: ContractMock[] = await Promise.all([
    startContractMock('onfido', { mode: 'proxy', upstream: onfido.url }),
    startContractMock('plaid', { mode: 'proxy', upstream: plaid.url }),
  ]);
  stoppers.push(onfidoProxy.stop, plaidProxy.stop);
  // Prism logs each violation as an error line: shown, so that a failing journey says which field broke.
  let printed = { onfido: onfidoProxy.log().length, plaid: plaidProxy.log().length };
  const violations = setInterval(() => {
    for (const [name, proxy] of [
      ['onfido', onfidoProxy],
      ['plaid', plaidProxy],
    ] as const) {
      const log = proxy.log();
      const fresh = log.slice(printed[name]);
      printed = { ...printed, [name]: log.length };
      for (const line of fresh.split('\n')) {
        if (/✖|error|Violation|warning/i.test(line)) process.stderr.write(`[prism ${name}] ${line}\n`);
      }
    }
  }, 500);
  violations.unref();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Its journey verifies identity and connects banks and never browses homes: a 43-home seed instead of the
    // national 60,000, so that its first start does not take a CPU core from the other journeys for minutes.
    SEED_LISTINGS_FILE: path.join(root, 'apps/server/test/fixtures/listings-sample.csv'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ALLOW_OUTBOX_IN_PRODUCTION: 'true',
    // A placeholder that reaches no Stripe (see the module's note): no waitlist fee is taken in this journey.
    STRIPE_SECRET_KEY: 'sk_test_placeholder_no_payment_in_the_real_providers_journey',
    ONFIDO_API_TOKEN: `api_sandbox.fake_${randomBytes(16).toString('hex')}`,
    ONFIDO_WEBHOOK_TOKEN,
    ONFIDO_WORKFLOW_ID: randomUUID(),
    ONFIDO_REGION: 'eu',
    ONFIDO_API_URL: onfidoProxy.url,
    PLAID_CLIENT_ID,
    PLAID_SECRET,
    PLAID_ENV: 'sandbox',
    PLAID_API_URL: plaidProxy.url,
    OPEN_BANKING_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // As the main server (playwright.config.ts): every journey's people sign up and in from this machine.
    ONBOARD_LIMIT_PER_IP: '10000',
    ONBOARD_LIMIT_PER_DOMAIN: '10000',
    SIGN_IN_LIMIT_PER_IP: '10000',
  };
  // Whatever the calling shell has set: no override, no Stripe webhook, no SMTP server.
  for (const name of ['ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL'])
    delete env[name];

  const addOperator = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/ops/ops-cli.ts'),
      'add-operator',
      E2E_OPERATOR_EMAIL,
      '--actor',
      'e2e',
    ],
    { env, encoding: 'utf8' },
  );
  fs.writeFileSync(path.join(dataDir, 'e2e-operator.txt'), addOperator);

  app = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forward(app, 'real-providers app', (line) => !line.includes('"level":30'));
  app.once('exit', (code) => {
    process.stderr.write(`[real-providers app] exited with code ${code}\n`);
    void stop(code ?? 1);
  });
}

/** Where the launched server's output goes, for the journey's error when it does not become ready. */
function launchLogFile(): string {
  return `${realProvidersDataDir()}.log`;
}

/**
 * Starts this server as a child process in the background, without waiting for it (playwright.config.ts's
 * globalSetup, support/launch-real-providers.ts): its start (the contract proxies, the fakes, a new embedded
 * database: about 30 s on a busy machine) overlaps the first journeys instead of holding up all of them, as a
 * second `webServer` did (Playwright starts web servers one after another, before any test), or holding up the
 * end of the run, as starting it in its journey did. Its output goes to a file beside its data folder.
 * @returns stop: ends it (SIGTERM: it stops its own children) and resolves once it has exited
 */
export function launchRealProvidersServer(): () => Promise<void> {
  const log = fs.openSync(launchLogFile(), 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.closeSync(log);
  };
}

/**
 * Waits until the launched server answers GET /readyz with 200 (the journey's beforeAll).
 * @param timeoutMs how long to wait
 * @throws when it is not ready in time, with the end of its output
 */
export async function waitForRealProvidersServer(timeoutMs = 240_000): Promise<void> {
  const readyUrl = `http://127.0.0.1:${realProvidersPort()}/readyz`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const output = fs.existsSync(launchLogFile()) ? fs.readFileSync(launchLogFile(), 'utf8').slice(-4_000) : '';
  throw new Error(`The real providers' server did not become ready at ${readyUrl}:\n${output}`);
}

// Started as a script (not imported by the journey for its URL helpers).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(
      `[real-providers] could not start: ${error instanceof Error ? error.stack : error}\n`,
    );
    process.exit(1);
  });
}
