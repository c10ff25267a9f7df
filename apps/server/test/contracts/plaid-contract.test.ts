/**
 * The Plaid adapter (providers/open-banking/plaid-open-banking.ts) against Plaid's published contract
 * (decision 054): Prism serves the vendored 2020-09-14 description with --errors, and a recording
 * pass-through in front of it keeps every status, so that a request the adapter sends that breaks the
 * contract (a 4xx from Prism) fails the test. The documented example responses are parsed; a Plaid that is
 * slow, unreachable or failing gives PROVIDER_UNAVAILABLE after bounded retries.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import {
  createPlaidOpenBankingProvider,
  createPlaidWebhookKeys,
  PLAID_RETRIES,
} from '../../src/providers/open-banking/plaid-open-banking';
import { type ContractMock, freePort, startContractMock } from './prism';

/** A pass-through to `upstream` that records each request's path and status. */
async function recordingProxy(upstream: string) {
  const seen: Array<{ path: string; status: number; body: string }> = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    }
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const text = await answer.text();
    seen.push({ path: req.url ?? '', status: answer.status, body: text });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local server answering every request with `answer` (or never), counting the requests. */
async function fakePlaid(answer: 'never' | number) {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    req.resume();
    if (answer === 'never') return;
    res.writeHead(answer, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const options = {
  clientId: 'client-id-contract',
  secret: 'secret-contract',
  env: 'sandbox' as const,
  webhookUrl: 'https://stairway.example/webhooks/plaid',
};

const subject = {
  firstName: 'Alex',
  lastName: 'Doe',
  email: 'alex@example.com',
  clientUserId: '6f1c1c39-1c1b-4f0e-9d7e-3b7f8a2f0e11:applicant',
};

describe('Plaid adapter against the Plaid 2020-09-14 contract (Prism)', () => {
  let mock: ContractMock;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;

  beforeAll(async () => {
    mock = await startContractMock('plaid');
    proxy = await recordingProxy(mock.url);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await mock?.stop();
  });

  const plaid = () => createPlaidOpenBankingProvider({ ...options, apiUrl: proxy.url });

  it('sends a valid /link/token/create, and says clearly that the example has no hosted_link_url', async () => {
    proxy.seen.length = 0;
    const error = await plaid()
      .startConnection(subject, 'http://localhost:3000/application/bank-statements')
      .catch((e: unknown) => e);
    expect(
      proxy.seen.map((s) => [s.path, s.status, s.status >= 400 ? s.body : '']),
      mock.log().slice(-3000),
    ).toEqual([['/link/token/create', 200, '']]);
    expect(String(error)).toMatch(/hosted_link_url/);
  });

  it('reads a finished session: token exchange, accounts, item and transactions, all accepted and parsed', async () => {
    proxy.seen.length = 0;
    const result = await plaid().getConnection('link-sandbox-af1a0311-da53-4636-b754-dd15cc058176');
    expect(proxy.seen.map((s) => [s.path, s.status, s.status >= 400 ? s.body : ''])).toEqual([
      ['/link/token/get', 200, ''],
      ['/item/public_token/exchange', 200, ''],
      ['/accounts/get', 200, ''],
      ['/item/get', 200, ''],
      ['/transactions/sync', 200, ''],
    ]);
    expect(result.status).toBe('Connected');
    const connection = result.connection;
    expect(connection).toMatchObject({
      itemId: 'M5eVJqLnv3tbzdngLDp9FL5OlDNxlNhlE55op',
      accessToken: 'access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6',
      institution: 'First Platypus Bank',
      consentExpiresAt: new Date('2024-03-16T15:53:00Z'),
      consentExpiryEstimated: false,
    });
    expect(connection?.accounts[0]).toEqual({
      providerAccountId: expect.stringMatching(/^\w{20,}$/),
      name: 'Plaid Checking',
      mask: '0000',
      type: 'depository',
      subtype: 'checking',
      balanceCurrentPence: 11_000,
      balanceAvailablePence: 10_000,
      currency: 'USD',
    });
    // The example's transactions are from 2023: outside the 12 months read, so none are kept.
    expect(connection?.transactions).toMatchObject({ transactions: [], complete: expect.any(Boolean) });
    expect(result.bankName).toBe('First Platypus Bank');
  });

  it('revokes with a valid /item/remove and reads the webhook key with /webhook_verification_key/get', async () => {
    proxy.seen.length = 0;
    await plaid().disconnect('access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6');
    const key = await createPlaidWebhookKeys({ ...options, apiUrl: proxy.url })(
      'bfbd5111-8e33-4643-8ced-b2e642a72f3c',
    );
    expect(key).toMatchObject({ alg: 'ES256', kty: 'EC', crv: 'P-256' });
    expect(proxy.seen.map((s) => [s.path, s.status, s.status >= 400 ? s.body : ''])).toEqual([
      ['/item/remove', 200, ''],
      ['/webhook_verification_key/get', 200, ''],
    ]);
  });

  it('is refused by the contract when a request breaks it (the check can fail)', async () => {
    const answer = await fetch(`${mock.url}/link/token/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'PLAID-CLIENT-ID': 'x',
        'PLAID-SECRET': 'y',
        'Plaid-Version': '2020-09-14',
      },
      body: JSON.stringify({ client_name: 'Stairway' }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('Plaid down, failing or slow', () => {
  const expectUnavailable = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PROVIDER_UNAVAILABLE');
  };

  it('answering 500: PROVIDER_UNAVAILABLE after 1 + PLAID_RETRIES tries', async () => {
    const fake = await fakePlaid(500);
    try {
      const plaid = createPlaidOpenBankingProvider({ ...options, apiUrl: fake.url, retryDelayMs: 1 });
      await expectUnavailable(plaid.startConnection(subject, 'http://localhost:3000/'));
      expect(fake.requests()).toBe(1 + PLAID_RETRIES);
    } finally {
      await fake.close();
    }
  });

  it('too slow: PROVIDER_UNAVAILABLE after the timeout of each of 1 + PLAID_RETRIES tries', async () => {
    const fake = await fakePlaid('never');
    try {
      const plaid = createPlaidOpenBankingProvider({
        ...options,
        apiUrl: fake.url,
        timeoutMs: 200,
        retryDelayMs: 1,
      });
      const started = Date.now();
      await expectUnavailable(plaid.getConnection('link-sandbox-slow'));
      expect(fake.requests()).toBe(1 + PLAID_RETRIES);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await fake.close();
    }
  });

  it('unreachable: PROVIDER_UNAVAILABLE', async () => {
    const port = await freePort();
    const plaid = createPlaidOpenBankingProvider({
      ...options,
      apiUrl: `http://127.0.0.1:${port}`,
      retryDelayMs: 1,
    });
    await expectUnavailable(plaid.disconnect('access-sandbox-x'));
  });

  it('a public token exchange that timed out is not sent again (it can be used once)', async () => {
    let exchanges = 0;
    const server = http.createServer(async (req, res) => {
      req.resume();
      if (req.url === '/link/token/get') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            link_token: 'link-sandbox-x',
            created_at: '2026-01-01T00:00:00Z',
            expiration: '2099-01-01T00:00:00Z',
            metadata: {},
            request_id: 'r',
            link_sessions: [
              {
                link_session_id: 's',
                started_at: '2026-01-01T00:00:00Z',
                results: {
                  item_add_results: [{ public_token: 'public-sandbox-x', accounts: [], institution: null }],
                },
              },
            ],
          }),
        );
        return;
      }
      exchanges += 1; // never answered
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const plaid = createPlaidOpenBankingProvider({
        ...options,
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        timeoutMs: 200,
        retryDelayMs: 1,
      });
      await expectUnavailable(plaid.getConnection('link-sandbox-x'));
      expect(exchanges).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
