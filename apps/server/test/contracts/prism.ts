/**
 * Contract mocks of the identity, open-banking and Direct Debit providers: Prism (@stoplight/prism-cli, Stoplight's OpenAPI
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
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');

/** The vendored descriptions (apps/server/contracts/{provider}/SOURCE.md says where each came from). */
export const CONTRACT_FILES = {
  onfido: path.join(serverDir, 'contracts/onfido/openapi.json'),
  plaid: path.join(serverDir, 'contracts/plaid/2020-09-14.yml'),
  stripe: path.join(serverDir, 'contracts/stripe/spec3.yaml.gz'),
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

/** The Stripe paths served (see rewriteStripe); any other is answered 404. */
const STRIPE_SERVED_PATHS =
  /^\/v1\/(customers|checkout\/sessions|setup_intents|mandates|payment_(methods|intents))(\/|$)/;
/** Changes with rewriteStripe, so that a copy written by an older rewrite is not served. */
const STRIPE_REWRITE = 'stripe-rewrite-1';
/** The string form of each scalar type a form-encoded body sends. */
const FORM_STRINGS: Record<string, string> = {
  integer: '-?[0-9]+',
  number: '-?[0-9.]+',
  boolean: 'true|false',
};

/** Calls `visit` with every object (not array) of a parsed description, children first. */
function eachObject(node: unknown, visit: (schema: Record<string, unknown>) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const value of Object.values(node)) eachObject(value, visit);
  if (!Array.isArray(node)) visit(node as Record<string, unknown>);
}

/**
 * The Stripe description as Prism can serve and check it (rewrites of the copy; the vendored file is unchanged):
 * - Only the resources the adapter calls (STRIPE_SERVED_PATHS): Prism's start dereferences every path, and fewer paths start sooner.
 * - Each expandable field (`anyOf` of an id and the `$ref` of the object, with `x-expansionResources`) keeps only
 *   the id. Stripe's schemas reach one another through these fields (a customer's invoices, their
 *   subscriptions, their customer…): Prism's start (json-schema-ref-parser's dereference, then decycle) did not
 *   finish in 5 minutes with them, and takes seconds without. The mock then answers ids where Stripe answers
 *   objects when asked to expand them, which Stripe's own answers without `expand` do too.
 * - Each form-encoded request body (`application/x-www-form-urlencoded`, as Stripe's API takes them) is
 *   described as the JSON it encodes, with its booleans and numbers also allowed as their strings (startContractMock
 *   puts formToJsonFront before Prism to decode it). Prism 5.16's own decoding of Stripe's `deepObject` bodies
 *   is unusable: it makes an empty object of every nested parameter not sent (every session create was
 *   refused for missing `automatic_tax.enabled`, `invoice_creation.enabled`…), and it reads only the parameters
 *   the schema names, so an unknown parameter passed unseen. As JSON, every schema is checked whole,
 *   `additionalProperties: false` included. The string form of a number is checked as a number, not its range.
 * - Each `format: decimal` string gets the example "0.5": Prism's answers otherwise fill it with "string", which
 *   the `stripe` library (23.x) parses as a decimal and refuses ("Failed to coerce decimal_string value").
 */
function rewriteStripe(document: { paths: Record<string, Record<string, unknown>> }): void {
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([route]) => STRIPE_SERVED_PATHS.test(route)),
  );
  eachObject(document, (schema) => {
    if (schema.format === 'decimal' && schema.example === undefined) schema.example = '0.5';
    if (!schema['x-expansionResources'] || !Array.isArray(schema.anyOf)) return;
    const ids = (schema.anyOf as Array<Record<string, unknown>>).filter((option) => !option.$ref);
    delete schema['x-expansionResources'];
    delete schema.anyOf;
    if (ids.length === 1) Object.assign(schema, ids[0]);
    else schema.anyOf = ids;
  });
  for (const operation of Object.values(document.paths).flatMap((operations) => Object.values(operations))) {
    const body = (operation as { requestBody?: { content?: Record<string, { schema?: unknown }> } })
      .requestBody;
    const form = body?.content?.['application/x-www-form-urlencoded'];
    if (!body || !form) continue;
    eachObject(form.schema, (schema) => {
      const pattern = typeof schema.type === 'string' ? FORM_STRINGS[schema.type] : undefined;
      if (!pattern) return;
      const original = { ...schema };
      for (const key of Object.keys(schema)) delete schema[key];
      schema.anyOf = [original, { type: 'string', pattern: `^(${pattern})$` }];
    });
    body.content = { 'application/json': { schema: form.schema } };
  }
}

/**
 * The file Prism serves for a provider: the vendored description (gunzipped when it ends in `.gz`), with
 * equivalent rewrites. Plaid's description lists `null` in the enum of its nullable enums (e.g. Item.auth_method, Transaction.transaction_code,
 * LinkTokenCreateRequest.appearance_mode); Prism's OpenAPI-to-JSON-Schema conversion adds `null` again for
 * `nullable: true`, Ajv then refuses the schema ("enum must NOT have duplicate items"), and Prism silently skips
 * the check: without this, the request of /link/token/create and the responses of /link/token/get, /item/get,
 * /accounts/get, /accounts/balance/get, /transactions/get and /transactions/sync were not checked at all (found
 * by fake-providers-contract.test.ts). Dropping the listed `null` leaves the same values allowed (Prism adds
 * it back). Stripe's is rewritten as rewriteStripe says. The copy is written once per content to the system's
 * temporary folder, as JSON, parsed with Prism's own YAML parser.
 * @param provider which vendored description
 * @returns the path of the file to serve
 */
export function servedContractFile(provider: keyof typeof CONTRACT_FILES): string {
  const file = CONTRACT_FILES[provider];
  const raw = fs.readFileSync(file);
  const source = (file.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8');
  const rewrite = provider === 'stripe' ? STRIPE_REWRITE : '';
  const digest = createHash('sha256').update(source).update(rewrite).digest('hex').slice(0, 16);
  const target = path.join(os.tmpdir(), `stairway-contract-${provider}-${digest}.json`);
  if (fs.existsSync(target)) return target;
  const requireFromPrism = createRequire(
    path.join(repoRoot, 'node_modules/@stoplight/prism-cli/package.json'),
  );
  const yaml = requireFromPrism('@stoplight/yaml') as { parse: (text: string) => unknown };
  const document = file.replace(/\.gz$/, '').endsWith('.json') ? JSON.parse(source) : yaml.parse(source);
  dropNullFromNullableEnums(document);
  if (provider === 'stripe') rewriteStripe(document);
  // Written beside and renamed, so that two test processes starting at once never read half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  fs.writeFileSync(partial, JSON.stringify(document));
  fs.renameSync(partial, target);
  return target;
}

/**
 * Stripe's form encoding (`metadata[planId]=p1&payment_method_types[0]=bacs_debit`, as the `stripe` library
 * sends it) as the object it stands for: bracketed keys nest, numeric ones make arrays; every value a string.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node = root as Record<string, unknown>;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) node[segment] = value;
      else {
        node[segment] ??= /^\d+$/.test(segments[i + 1] ?? '') ? [] : {};
        node = node[segment] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** A front for Prism that sends each form-encoded body on as JSON (see rewriteStripe), all else unchanged. */
async function formToJsonFront(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: string | undefined = chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    }
    if (body && /x-www-form-urlencoded/.test(headers.get('content-type') ?? '')) {
      body = JSON.stringify(parseStripeForm(body));
      headers.set('content-type', 'application/json');
    }
    const answer = await fetch(`${upstream}${req.url}`, { method: req.method, headers, body }).catch(
      (error: unknown) => new Response(String(error), { status: 502 }),
    );
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
  const prismUrl = `http://127.0.0.1:${port}`;
  // Stripe's form-encoded bodies reach Prism as JSON (see rewriteStripe); the other providers send JSON.
  const front = provider === 'stripe' ? await formToJsonFront(prismUrl) : null;
  return {
    url: front?.url ?? prismUrl,
    log: () => output,
    stop: async () => {
      await front?.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
