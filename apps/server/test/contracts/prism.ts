/**
 * Contract mocks of the identity and open-banking providers: Prism (@stoplight/prism-cli, Stoplight's OpenAPI
 * mock server) served from the provider's published OpenAPI description vendored in apps/server/contracts/.
 * Started with `--errors`, so a request that breaks the contract is answered with an error (422 for a bad
 * body, 401 for missing credentials, 404 for an unknown path) instead of a made-up success, and, in proxy
 * mode, a response of the upstream that breaks the contract is answered 500: an adapter that sends or expects
 * anything the provider does not document fails its test.
 *
 * - mock mode: Prism answers from the description's own examples (or its schemas where there is no example);
 *   a `Prefer: code=404` or `Prefer: example=name` request header picks another documented answer.
 * - proxy mode: Prism checks each request, forwards it to `upstream` (a stateful fake of the provider, e.g.
 *   e2e/support/fake-providers.ts), and checks the fake's answer against the contract before returning it.
 *
 * Used by the server's contract tests and the Playwright journey with the real adapters.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');

/** The vendored descriptions (apps/server/contracts/{provider}/SOURCE.md says where each came from). */
export const CONTRACT_FILES = {
  onfido: path.join(serverDir, 'contracts/onfido/openapi.json'),
  plaid: path.join(serverDir, 'contracts/plaid/2020-09-14.yml'),
} as const;

/** Drops `null` from the enum of every `nullable: true` schema (see servedContractFile). */
function dropNullFromNullableEnums(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if (Array.isArray(node)) return node.reduce((n: number, item) => n + dropNullFromNullableEnums(item), 0);
  const schema = node as Record<string, unknown>;
  let changed = 0;
  if (schema.nullable === true && Array.isArray(schema.enum) && schema.enum.includes(null)) {
    schema.enum = schema.enum.filter((value) => value !== null);
    changed += 1;
  }
  for (const value of Object.values(schema)) changed += dropNullFromNullableEnums(value);
  return changed;
}

/**
 * The file Prism serves for a provider: the vendored description, with one equivalent rewrite. Plaid's
 * description lists `null` in the enum of its nullable enums (e.g. Item.auth_method, Transaction.transaction_code,
 * LinkTokenCreateRequest.appearance_mode); Prism's OpenAPI-to-JSON-Schema conversion adds `null` again for
 * `nullable: true`, Ajv then refuses the schema ("enum must NOT have duplicate items"), and Prism silently skips
 * the check: without this, the request of /link/token/create and the responses of /link/token/get, /item/get,
 * /accounts/get, /accounts/balance/get, /transactions/get and /transactions/sync were not checked at all (found
 * by fake-providers-contract.test.ts). Dropping the listed `null` leaves the same values allowed (Prism adds
 * it back). The copy is written once per content to the system's temporary folder, as JSON, parsed with
 * Prism's own YAML parser.
 * @param provider which vendored description
 * @returns the path of the file to serve
 */
export function servedContractFile(provider: keyof typeof CONTRACT_FILES): string {
  const source = fs.readFileSync(CONTRACT_FILES[provider], 'utf8');
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const target = path.join(os.tmpdir(), `stairway-contract-${provider}-${digest}.json`);
  if (fs.existsSync(target)) return target;
  const requireFromPrism = createRequire(
    path.join(repoRoot, 'node_modules/@stoplight/prism-cli/package.json'),
  );
  const yaml = requireFromPrism('@stoplight/yaml') as { parse: (text: string) => unknown };
  const document = CONTRACT_FILES[provider].endsWith('.json') ? JSON.parse(source) : yaml.parse(source);
  dropNullFromNullableEnums(document);
  // Written beside and renamed, so that two test processes starting at once never read half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  fs.writeFileSync(partial, JSON.stringify(document));
  fs.renameSync(partial, target);
  return target;
}

/** A running Prism server. */
export type ContractMock = {
  /** Its base URL, e.g. http://127.0.0.1:41234 (Onfido's paths start at /applicants, Plaid's at /link). */
  url: string;
  /** Every line Prism logged, for a failing test's message (violations are logged as errors). */
  log: () => string;
  /** Stops it. */
  stop: () => Promise<void>;
};

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Prism on a free port and waits until it listens (Plaid's 3 MB description takes about 5 s to load
 * on a quiet machine; up to 90 s is allowed for a loaded one).
 * @param provider which vendored description to serve
 * @param options.mode "mock" (answers from the description) or "proxy" (forwards to options.upstream)
 * @param options.upstream the base URL proxy mode forwards to
 * @returns the running server
 * @throws Error when Prism exits or does not listen within the time allowed
 */
export async function startContractMock(
  provider: keyof typeof CONTRACT_FILES,
  options: { mode: 'mock' } | { mode: 'proxy'; upstream: string } = { mode: 'mock' },
): Promise<ContractMock> {
  const port = await freePort();
  const args =
    options.mode === 'mock'
      ? ['mock', servedContractFile(provider)]
      : ['proxy', servedContractFile(provider), options.upstream];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@stoplight/prism-cli/dist/index.js'),
      ...args,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--errors',
      '--cors',
      'false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SCARF_ANALYTICS: 'false' } },
  );
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism (${provider}) did not start within 90 s:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism (${provider}) exited with code ${code}:\n${output}`));
    });
  });
  await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
