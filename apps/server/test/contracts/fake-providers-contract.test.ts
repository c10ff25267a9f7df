/**
 * The fakes of Onfido and Plaid (e2e/support/fake-providers.ts) answer as the providers' published contracts
 * say (docs/decisions/056): every endpoint the adapters call is called here through a Prism proxy
 * (`--errors`) built from the vendored OpenAPI description, with a valid request, and must answer 2xx, not a
 * violation; a response the fake deliberately breaks is caught by the proxy, which proves the check is real.
 * The hosted pages' webhooks are checked for the providers' signatures.
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { compactVerify, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOnfido, startFakeOnfido } from '../../../../e2e/support/fake-onfido';
import { type FakePlaid, startFakePlaid } from '../../../../e2e/support/fake-plaid';
import {
  FAKE_PLAID_INSTITUTION,
  FAKE_SALARY,
  generateTransactions,
} from '../../../../e2e/support/fake-plaid-data';
import { type ContractMock, startContractMock } from './prism';

const ONFIDO_TOKEN = 'api_sandbox.fake_contract_test_token';
const ONFIDO_WEBHOOK_TOKEN = 'fake-contract-webhook-token-0123456789';
const PLAID_CLIENT_ID = 'fake-client-id';
const PLAID_SECRET = 'fake-secret';

/**
 * A JSON answer, read field by field: its shape is the contract's, checked by the Prism proxy before the test
 * sees it (a field that is missing fails the expectation that reads it).
 */
// biome-ignore lint/suspicious/noExplicitAny: the answer's shape is checked by Prism against the contract
type Answer = Record<string, any>;

/** A server that records the webhooks the fakes send. */
type Receiver = {
  url: string;
  received: { headers: http.IncomingHttpHeaders; body: string }[];
  close: () => void;
};

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A *.localhost name (the loopback, RFC 6761), as Plaid's contract wants a webhook URL with a dotted host.
  return { url: `http://receiver.localhost:${port}`, received, close: () => server.close() };
}

let receiver: Receiver;
let onfido: FakeOnfido;
let plaid: FakePlaid;
let onfidoProxy: ContractMock;
let plaidProxy: ContractMock;

beforeAll(async () => {
  receiver = await startReceiver();
  onfido = await startFakeOnfido({
    webhookUrl: `${receiver.url}/webhooks/onfido`,
    webhookToken: ONFIDO_WEBHOOK_TOKEN,
  });
  plaid = await startFakePlaid({ clientId: PLAID_CLIENT_ID, secret: PLAID_SECRET });
  [onfidoProxy, plaidProxy] = await Promise.all([
    startContractMock('onfido', { mode: 'proxy', upstream: onfido.url }),
    startContractMock('plaid', { mode: 'proxy', upstream: plaid.url }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([onfidoProxy?.stop(), plaidProxy?.stop(), onfido?.stop(), plaid?.stop()]);
  receiver?.close();
});

/** Calls Onfido through the proxy. */
async function callOnfido(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${onfidoProxy.url}${path}`, {
    method,
    headers: {
      authorization: `Token token=${ONFIDO_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer, text };
}

/** Calls Plaid through the proxy, with the headers the `plaid` library sends. */
async function callPlaid(path: string, body: unknown) {
  const response = await fetch(`${plaidProxy.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'PLAID-CLIENT-ID': PLAID_CLIENT_ID,
      'PLAID-SECRET': PLAID_SECRET,
      'Plaid-Version': '2020-09-14',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer, text };
}

/** Expects a 2xx that is not a contract violation, with Prism's log in the message when it is. */
function expectConforming(result: { status: number; text: string }, proxy: ContractMock) {
  expect(
    result.status,
    `${result.text}\n--- Prism log ---\n${proxy.log().slice(-3000)}`,
  ).toBeGreaterThanOrEqual(200);
  expect(result.status, `${result.text}\n--- Prism log ---\n${proxy.log().slice(-3000)}`).toBeLessThan(300);
}

/** Submits a hosted page's form as the browser would, without following the redirect. */
async function submitForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the fake bank statement', () => {
  it('has exactly one ACME LTD salary in each of the last 12 months, whatever the day it is read', () => {
    for (const day of ['2026-11-29', '2026-11-27', '2026-11-25', '2026-02-27', '2026-03-01', '2027-01-31']) {
      const salaries = generateTransactions('account', dayjs(day)).filter((t) => t.name === FAKE_SALARY.name);
      expect(salaries, day).toHaveLength(12);
      expect(new Set(salaries.map((t) => t.date.slice(0, 7))).size, day).toBe(12);
      const from = dayjs(day).subtract(12, 'month');
      for (const t of salaries) {
        expect(dayjs(t.date).isAfter(from, 'day') && !dayjs(t.date).isAfter(dayjs(day), 'day'), t.date).toBe(
          true,
        );
        expect(t.amount).toBe(-FAKE_SALARY.amount);
      }
    }
  });
});

describe('fake Onfido through the Prism proxy of Onfido v3.6', () => {
  it('creates and reads an applicant and a workflow run, and its hosted page approves with a signed webhook', async () => {
    const applicant = await callOnfido('POST', '/applicants', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    expectConforming(applicant, onfidoProxy);
    expect(applicant.status).toBe(201);
    const applicantId = applicant.body.id as string;
    expectConforming(await callOnfido('GET', `/applicants/${applicantId}`), onfidoProxy);

    const run = await callOnfido('POST', '/workflow_runs', {
      workflow_id: '2b9e5d7a-0f8e-4a43-9d55-3c3a0a2f6b11',
      applicant_id: applicantId,
      link: { completed_redirect_url: 'http://stairway.test/application/identity?done=1', language: 'en_US' },
    });
    expectConforming(run, onfidoProxy);
    expect(run.body.status).toBe('awaiting_input');
    expect(run.body.link.url).toBe(`${onfido.url}/hosted/onfido/${run.body.id}`);

    const page = await fetch(run.body.link.url);
    const html = await page.text();
    expect(html).toContain('Fake Onfido (test) — no real check');
    expect(html).toContain('Approve');
    expect(html).toContain('Decline');

    const before = receiver.received.length;
    const approved = await submitForm(run.body.link.url, { decision: 'approve' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('http://stairway.test/application/identity?done=1');
    const webhook = receiver.received[before];
    expect(webhook).toBeDefined();
    const expected = createHmac('sha256', ONFIDO_WEBHOOK_TOKEN)
      .update(webhook?.body ?? '')
      .digest('hex');
    expect(webhook?.headers['x-sha2-signature']).toBe(expected);
    const event = JSON.parse(webhook?.body ?? '{}');
    expect(event.payload).toMatchObject({
      resource_type: 'workflow_run',
      action: 'workflow_run.completed',
      object: { id: run.body.id, status: 'approved' },
    });
    expect(event.payload.object.completed_at_iso8601).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const read = await callOnfido('GET', `/workflow_runs/${run.body.id}`);
    expectConforming(read, onfidoProxy);
    expect(read.body.status).toBe('approved');
  });

  it('declines from the hosted page', async () => {
    const applicant = await callOnfido('POST', '/applicants', { first_name: 'Bea', last_name: 'Smith' });
    const run = await callOnfido('POST', '/workflow_runs', {
      workflow_id: '2b9e5d7a-0f8e-4a43-9d55-3c3a0a2f6b11',
      applicant_id: applicant.body.id,
    });
    const declined = await submitForm(run.body.link.url, { decision: 'decline' });
    expect(declined.status).toBe(200);
    const read = await callOnfido('GET', `/workflow_runs/${run.body.id}`);
    expectConforming(read, onfidoProxy);
    expect(read.body.status).toBe('declined');
    expect(read.body.reasons.length).toBeGreaterThan(0);
  });

  it('the proxy refuses a request the contract does not allow, before the fake sees it', async () => {
    const bad = await callOnfido('POST', '/applicants', { first_name: 'No surname' });
    expect(bad.status).toBe(422);
  });

  it('the proxy catches a fake response that breaks the contract (an applicant without its required id)', async () => {
    onfido.corruptNext('/applicants', (body) => {
      delete body.id;
      return body;
    });
    const broken = await callOnfido('POST', '/applicants', { first_name: 'Cy', last_name: 'Jones' });
    expect(broken.status).toBe(500);
    expect(broken.text).toMatch(/id/);
  });
});

describe('fake Plaid through the Prism proxy of Plaid 2020-09-14', () => {
  it('Hosted Link, a signed SESSION_FINISHED, the token exchange and the item, accounts and transactions', async () => {
    const created = await callPlaid('/link/token/create', {
      client_name: 'Stairway',
      language: 'en',
      country_codes: ['GB'],
      user: { client_user_id: 'applicant-1' },
      products: ['transactions'],
      transactions: { days_requested: 365 },
      webhook: `${receiver.url}/webhooks/plaid`,
      hosted_link: { completion_redirect_uri: 'http://stairway.test/application/bank?done=1' },
    });
    expectConforming(created, plaidProxy);
    const linkToken = created.body.link_token as string;
    expect(created.body.hosted_link_url).toBe(`${plaid.url}/hosted/plaid/${linkToken}`);

    const pending = await callPlaid('/link/token/get', { link_token: linkToken });
    expectConforming(pending, plaidProxy);
    expect(pending.body.link_sessions).toEqual([]);

    const page = await (await fetch(created.body.hosted_link_url)).text();
    expect(page).toContain('Fake Plaid (test) — no real bank');
    expect(page).toContain('Monzo (fake)');
    const before = receiver.received.length;
    const connected = await submitForm(created.body.hosted_link_url, {
      institution: FAKE_PLAID_INSTITUTION.institution_id,
    });
    expect(connected.status).toBe(303);
    expect(connected.headers.get('location')).toBe('http://stairway.test/application/bank?done=1');

    // The webhook: an ES256 JWT whose key comes from /webhook_verification_key/get, over the body's SHA-256.
    const webhook = receiver.received[before];
    expect(webhook).toBeDefined();
    const jwt = String(webhook?.headers['plaid-verification'] ?? '');
    const header = JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('ES256');
    const key = await callPlaid('/webhook_verification_key/get', { key_id: header.kid });
    expectConforming(key, plaidProxy);
    const { payload } = await compactVerify(jwt, await importJWK(key.body.key, 'ES256'));
    const claims = JSON.parse(Buffer.from(payload).toString());
    expect(claims.request_body_sha256).toBe(
      createHash('sha256')
        .update(webhook?.body ?? '')
        .digest('hex'),
    );
    expect(typeof claims.iat).toBe('number');
    const event = JSON.parse(webhook?.body ?? '{}');
    expect(event).toMatchObject({
      webhook_type: 'LINK',
      webhook_code: 'SESSION_FINISHED',
      status: 'SUCCESS',
      link_token: linkToken,
    });

    const finished = await callPlaid('/link/token/get', { link_token: linkToken });
    expectConforming(finished, plaidProxy);
    const publicToken = finished.body.link_sessions[0].results.item_add_results[0].public_token;
    expect(event.public_tokens).toEqual([publicToken]);

    const exchanged = await callPlaid('/item/public_token/exchange', { public_token: publicToken });
    expectConforming(exchanged, plaidProxy);
    const accessToken = exchanged.body.access_token as string;

    const item = await callPlaid('/item/get', { access_token: accessToken });
    expectConforming(item, plaidProxy);
    expect(item.body.item.institution_id).toBe(FAKE_PLAID_INSTITUTION.institution_id);

    const accounts = await callPlaid('/accounts/get', { access_token: accessToken });
    expectConforming(accounts, plaidProxy);
    expect(accounts.body.accounts).toHaveLength(1);
    expectConforming(await callPlaid('/accounts/balance/get', { access_token: accessToken }), plaidProxy);

    const institution = await callPlaid('/institutions/get_by_id', {
      institution_id: FAKE_PLAID_INSTITUTION.institution_id,
      country_codes: ['GB'],
    });
    expectConforming(institution, plaidProxy);
    expect(institution.body.institution.name).toBe('Monzo (fake)');

    // Twelve months, page by page, with one salary credit a month (negative: money in).
    const end = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 366 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const all: Answer[] = [];
    let total = Number.POSITIVE_INFINITY;
    while (all.length < total) {
      const page = await callPlaid('/transactions/get', {
        access_token: accessToken,
        start_date: start,
        end_date: end,
        options: { count: 500, offset: all.length },
      });
      expectConforming(page, plaidProxy);
      total = page.body.total_transactions;
      all.push(...page.body.transactions);
      if (page.body.transactions.length === 0) break;
    }
    const salaries = all.filter((t) => t.name === FAKE_SALARY.name);
    expect(salaries).toHaveLength(12);
    expect(salaries.every((t) => t.amount === -FAKE_SALARY.amount && t.iso_currency_code === 'GBP')).toBe(
      true,
    );
    expect(new Set(salaries.map((t) => t.date.slice(0, 7))).size).toBe(12);
    expect(all.some((t) => t.name === 'HOMELET RENT' && t.amount > 0)).toBe(true);

    const synced = await callPlaid('/transactions/sync', { access_token: accessToken, count: 500 });
    expectConforming(synced, plaidProxy);
    expect(synced.body.added.length).toBeGreaterThan(0);

    expectConforming(await callPlaid('/item/remove', { access_token: accessToken }), plaidProxy);
    expect(plaid.items().get(exchanged.body.item_id)?.removed).toBe(true);
  });

  it('the proxy checks every endpoint: each answer without its required request_id is caught', async () => {
    const created = await callPlaid('/link/token/create', {
      client_name: 'Stairway',
      language: 'en',
      country_codes: ['GB'],
      user: { client_user_id: 'applicant-3' },
      products: ['transactions'],
      hosted_link: {},
    });
    await submitForm(created.body.hosted_link_url, { institution: FAKE_PLAID_INSTITUTION.institution_id });
    const got = await callPlaid('/link/token/get', { link_token: created.body.link_token });
    const publicToken = got.body.link_sessions[0].results.item_add_results[0].public_token;
    const header = {
      client_name: 'Stairway',
      language: 'en',
      country_codes: ['GB'],
      user: { client_user_id: 'x' },
    };
    // The exchange is corrupted first (a public token is exchanged once); the access token is then the fake's.
    plaid.corruptNext('/item/public_token/exchange', (answer) => {
      delete answer.request_id;
      return answer;
    });
    const exchange = await callPlaid('/item/public_token/exchange', { public_token: publicToken });
    expect(exchange.status, exchange.text).toBe(500);
    const accessToken = [...plaid.items().values()].at(-1)?.accessToken ?? '';
    const end = new Date().toISOString().slice(0, 10);
    const cases: [string, Record<string, unknown>][] = [
      ['/link/token/create', { ...header, products: ['transactions'], hosted_link: {} }],
      ['/link/token/get', { link_token: created.body.link_token }],
      ['/item/get', { access_token: accessToken }],
      ['/accounts/get', { access_token: accessToken }],
      ['/accounts/balance/get', { access_token: accessToken }],
      ['/transactions/get', { access_token: accessToken, start_date: '2020-01-01', end_date: end }],
      ['/transactions/sync', { access_token: accessToken }],
      [
        '/institutions/get_by_id',
        { institution_id: FAKE_PLAID_INSTITUTION.institution_id, country_codes: ['GB'] },
      ],
      ['/webhook_verification_key/get', { key_id: plaid.keyId }],
      ['/item/remove', { access_token: accessToken }],
    ];
    for (const [path, body] of cases) {
      plaid.corruptNext(path, (answer) => {
        delete answer.request_id;
        return answer;
      });
      const broken = await callPlaid(path, body);
      expect(broken.status, `${path}: ${broken.text}`).toBe(500);
      expect(broken.text, path).toMatch(/request_id/);
    }
  });

  it('the proxy refuses a request the contract does not allow (a link token without client_name)', async () => {
    const bad = await callPlaid('/link/token/create', {
      language: 'en',
      country_codes: ['GB'],
      user: { client_user_id: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.text).toMatch(/client_name/);
  });

  it('the proxy catches a fake response that breaks the contract (accounts without account_id)', async () => {
    const created = await callPlaid('/link/token/create', {
      client_name: 'Stairway',
      language: 'en',
      country_codes: ['GB'],
      user: { client_user_id: 'applicant-2' },
      products: ['transactions'],
      hosted_link: {},
    });
    await submitForm(created.body.hosted_link_url, { institution: FAKE_PLAID_INSTITUTION.institution_id });
    const got = await callPlaid('/link/token/get', { link_token: created.body.link_token });
    const exchanged = await callPlaid('/item/public_token/exchange', {
      public_token: got.body.link_sessions[0].results.item_add_results[0].public_token,
    });
    plaid.corruptNext('/accounts/get', (body) => {
      for (const account of body.accounts as Record<string, unknown>[]) delete account.account_id;
      return body;
    });
    const broken = await callPlaid('/accounts/get', { access_token: exchanged.body.access_token });
    expect(broken.status).toBe(500);
    expect(broken.text).toMatch(/account_id/);
  });
});
