/**
 * Plaid's webhook, POST /webhooks/plaid (decision 054), with signed fixtures: the test makes its own ES256
 * key pair and serves its public JWK from a tiny local fake of Plaid (/webhook_verification_key/get and the
 * calls the adapter makes to finish a Hosted Link session), so the server runs the real adapter and the real
 * verification. A valid event is taken once; a missing or wrong signature, a wrong body hash or an old iat is
 * answered 401 and changes nothing; a replay changes nothing; whichever of the event and the person's check
 * comes first exchanges the token, once.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBankingConnections,
  openBankingTransactions,
  providerWebhookEvents,
} from '../../src/db/provider-schema';
import { decryptSecret } from '../../src/lib/secret-box';
import { completePersonalAndFinancial, createTestEnv, signUp, type TestEnv } from '../helpers';

const KID = 'test-key-1';
const LINK_TOKEN = 'link-sandbox-webhook-test';
const ITEM_ID = 'item-webhook-test';
const ACCESS_TOKEN = 'access-sandbox-webhook-test';
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

/** A tiny fake of the Plaid calls this flow makes, counting each path. */
async function startFakePlaid(jwk: JWK) {
  const calls: Record<string, number> = {};
  let syncTransactions = [
    {
      account_id: 'acc-1',
      transaction_id: 'tx-salary-1',
      amount: -2940,
      date: new Date().toISOString().slice(0, 10),
      name: 'ACME LTD SALARY',
      merchant_name: null,
      counterparties: [{ name: 'ACME LTD', type: 'income_source' }],
      personal_finance_category: { primary: 'INCOME', detailed: 'INCOME_WAGES' },
      pending: false,
    },
  ];
  const answers: Record<string, () => unknown> = {
    '/webhook_verification_key/get': () => ({
      key: { ...jwk, alg: 'ES256', kid: KID, use: 'sig', created_at: 1_700_000_000, expired_at: null },
      request_id: 'r',
    }),
    '/link/token/create': () => ({
      link_token: LINK_TOKEN,
      expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
      hosted_link_url: 'https://hosted.plaid.com/link/webhook-test',
      request_id: 'r',
    }),
    '/link/token/get': () => ({
      link_token: LINK_TOKEN,
      created_at: new Date().toISOString(),
      expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
      metadata: {},
      link_sessions: [
        {
          link_session_id: 'session-1',
          started_at: new Date().toISOString(),
          results: {
            item_add_results: [
              {
                public_token: 'public-sandbox-1',
                accounts: [],
                institution: { name: 'Monzo', institution_id: 'ins_1' },
              },
            ],
          },
        },
      ],
      request_id: 'r',
    }),
    '/item/public_token/exchange': () => ({ access_token: ACCESS_TOKEN, item_id: ITEM_ID, request_id: 'r' }),
    '/accounts/get': () => ({
      accounts: [
        {
          account_id: 'acc-1',
          name: 'Personal Account',
          mask: '4321',
          type: 'depository',
          subtype: 'checking',
          balances: { current: 1234.56, available: 1200, iso_currency_code: 'GBP' },
        },
      ],
      item: { item_id: ITEM_ID },
      request_id: 'r',
    }),
    '/item/get': () => ({
      item: { item_id: ITEM_ID, institution_name: 'Monzo', consent_expiration_time: null },
      request_id: 'r',
    }),
    '/transactions/sync': () => ({
      added: syncTransactions,
      modified: [],
      removed: [],
      accounts: [],
      next_cursor: 'c1',
      has_more: false,
      transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
      request_id: 'r',
    }),
    '/item/remove': () => ({ request_id: 'r' }),
  };
  const server = http.createServer((req, res) => {
    req.resume();
    const path = req.url ?? '';
    calls[path] = (calls[path] ?? 0) + 1;
    const answer = answers[path] as (() => unknown) | undefined;
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ? answer() : { error_code: 'NOT_FOUND' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    addTransaction: (t: (typeof syncTransactions)[number]) => {
      syncTransactions = [...syncTransactions, t];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Plaid webhook', () => {
  let env: TestEnv;
  let fake: Awaited<ReturnType<typeof startFakePlaid>>;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey as CryptoKey;
    otherKey = (await generateKeyPair('ES256')).privateKey as CryptoKey;
    fake = await startFakePlaid(await exportJWK(pair.publicKey));
    env = await createTestEnv('pglite', {
      env: {
        PLAID_CLIENT_ID: 'client-test',
        PLAID_SECRET: 'secret-test',
        PLAID_ENV: 'sandbox',
        PLAID_API_URL: fake.url,
        OPEN_BANKING_ENCRYPTION_KEY: ENCRYPTION_KEY,
      },
    });
  });
  afterAll(async () => {
    await env?.close();
    await fake?.close();
  });

  /** A Plaid-Verification JWT for a body. */
  const sign = (
    body: string,
    options: { key?: CryptoKey; iat?: number; hashOf?: string; kid?: string } = {},
  ) =>
    new SignJWT({
      request_body_sha256: createHash('sha256')
        .update(options.hashOf ?? body)
        .digest('hex'),
    })
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? KID, typ: 'JWT' })
      .setIssuedAt(options.iat ?? Math.floor(Date.now() / 1000))
      .sign(options.key ?? privateKey);

  const post = (body: string, jwt: string | null) =>
    env.http('/webhooks/plaid', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(jwt ? { 'plaid-verification': jwt } : {}) },
      body,
    });

  const snapshot = async (applicationId: string) => ({
    events: (await env.db.select().from(providerWebhookEvents)).length,
    connections: await env.db
      .select()
      .from(openBankingConnections)
      .where(eq(openBankingConnections.applicationId, applicationId)),
  });

  it('takes a signed SESSION_FINISHED once, refusing bad signatures and replays, and the later check changes nothing', async () => {
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    await env.gql('mutation { skipChecks { id } }', {}, applicant.token);
    const started = await env.gql<{ setOpenBankingRequested: { url: string } }>(
      'mutation { setOpenBankingRequested(input: {}) { url } }',
      {},
      applicant.token,
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.setOpenBankingRequested.url).toBe('https://hosted.plaid.com/link/webhook-test');
    const application = (
      await env.gql<{ getApplication: { id: string } }>(
        'query { getApplication { id } }',
        {},
        applicant.token,
      )
    ).data?.getApplication;
    const applicationId = application?.id ?? '';

    const body = JSON.stringify({
      webhook_type: 'LINK',
      webhook_code: 'SESSION_FINISHED',
      status: 'SUCCESS',
      link_session_id: 'session-1',
      link_token: LINK_TOKEN,
      public_tokens: ['public-sandbox-1'],
      environment: 'sandbox',
    });
    const before = await snapshot(applicationId);

    // Refused, changing nothing: no signature, another key, another body's hash, an unknown key id, too old.
    const refused = [
      await post(body, null),
      await post(body, 'not-a-jwt'),
      await post(body, await sign(body, { key: otherKey })),
      await post(body, await sign(body, { hashOf: `${body} ` })),
      await post(body, await sign(body, { kid: 'unknown-key' })),
      await post(body, await sign(body, { iat: Math.floor(Date.now() / 1000) - 6 * 60 })),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await snapshot(applicationId)).toEqual(before);
    expect(fake.calls['/item/public_token/exchange']).toBeUndefined();

    // Valid: taken once.
    const jwt = await sign(body);
    const taken = await post(body, jwt);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ outcome: 'connected' });
    expect(fake.calls['/item/public_token/exchange']).toBe(1);
    const [connection] = (await snapshot(applicationId)).connections;
    expect(connection).toMatchObject({
      provider: 'plaid',
      itemId: ITEM_ID,
      institutionName: 'Monzo',
      status: 'Active',
    });
    expect(connection?.accessTokenEncrypted).not.toContain(ACCESS_TOKEN);
    expect(decryptSecret(connection?.accessTokenEncrypted ?? '', ENCRYPTION_KEY)).toBe(ACCESS_TOKEN);
    const transactions = await env.db
      .select()
      .from(openBankingTransactions)
      .where(eq(openBankingTransactions.connectionId, connection?.id ?? ''));
    expect(
      transactions.map((t) => [t.providerTransactionId, t.amountPence, t.counterparty, t.category]),
    ).toEqual([['tx-salary-1', 294_000, 'ACME LTD', 'INCOME_WAGES']]);

    // Replayed: nothing changes, nothing is exchanged again.
    const afterFirst = await snapshot(applicationId);
    const replay = await post(body, jwt);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ outcome: 'duplicate' });
    expect(await snapshot(applicationId)).toEqual(afterFirst);
    expect(fake.calls['/item/public_token/exchange']).toBe(1);

    // The person's check after the event: already connected, no second exchange.
    const checked = await env.gql<{
      checkOpenBanking: { openBankingConnected: boolean; openBankingStatus: string };
    }>('mutation { checkOpenBanking { openBankingConnected openBankingStatus } }', {}, applicant.token);
    expect(checked.data?.checkOpenBanking).toEqual({
      openBankingConnected: true,
      openBankingStatus: 'Connected',
    });
    expect(fake.calls['/item/public_token/exchange']).toBe(1);

    // TRANSACTIONS: read again.
    fake.addTransaction({
      account_id: 'acc-1',
      transaction_id: 'tx-rent-1',
      amount: 850,
      date: new Date().toISOString().slice(0, 10),
      name: 'RENT',
      merchant_name: null,
      counterparties: [],
      personal_finance_category: { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_RENT' },
      pending: false,
    });
    const sync = JSON.stringify({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: ITEM_ID,
      initial_update_complete: true,
      historical_update_complete: true,
      environment: 'sandbox',
    });
    const synced = await post(sync, await sign(sync));
    expect(await synced.json()).toEqual({ outcome: 'transactions-read' });
    const amounts = (
      await env.db
        .select()
        .from(openBankingTransactions)
        .where(eq(openBankingTransactions.connectionId, connection?.id ?? ''))
    )
      .map((t) => t.amountPence)
      .sort((a, b) => a - b);
    expect(amounts).toEqual([-85_000, 294_000]);

    // ITEM events: reconnect needed, then revoked by the person at their bank.
    const item = (code: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        webhook_type: 'ITEM',
        webhook_code: code,
        item_id: ITEM_ID,
        environment: 'sandbox',
        ...extra,
      });
    const pending = item('PENDING_EXPIRATION', { consent_expiration_time: new Date().toISOString() });
    expect(await (await post(pending, await sign(pending))).json()).toEqual({ outcome: 'status-changed' });
    expect((await snapshot(applicationId)).connections[0]?.status).toBe('ReconnectNeeded');
    const revoked = item('USER_PERMISSION_REVOKED', { error: { error_code: 'USER_PERMISSION_REVOKED' } });
    expect(await (await post(revoked, await sign(revoked))).json()).toEqual({ outcome: 'status-changed' });
    expect((await snapshot(applicationId)).connections[0]).toMatchObject({
      status: 'Disconnected',
      accessTokenEncrypted: null,
    });
  });
});
