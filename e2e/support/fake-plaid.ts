/**
 * The stateful fake of Plaid (API 2020-09-14, open banking): link tokens and Hosted Link, items, accounts,
 * transactions and its webhook verification key, with a signed SESSION_FINISHED webhook. Its records and generated
 * statement are in fake-plaid-data.ts; what it shares with the fake Onfido (the server, hosted pages, webhook
 * delivery) is in fake-providers.ts, whose header says how the fakes are used and what they cannot prove.
 */
import { createHash, randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import {
  FAKE_PLAID_INSTITUTION,
  generateTransactions,
  type LinkToken,
  type PlaidItem,
  plaidError,
  plaidId,
  requestId,
} from './fake-plaid-data';
import {
  type Answer,
  deliverWebhook,
  escapeHtml,
  type FakeOptions,
  type FakeServer,
  hostedPage,
  type Incoming,
  startServer,
} from './fake-providers';

/** Options of the Plaid fake. */
export type FakePlaidOptions = FakeOptions & {
  /** Client id and secret the fake accepts (PLAID_CLIENT_ID, PLAID_SECRET of the app). */
  clientId: string;
  secret: string;
};

/** The fake Plaid. */
export type FakePlaid = FakeServer & {
  /** The kid of its webhook signing key (what /webhook_verification_key/get is asked for). */
  keyId: string;
  /** The items it holds, by item id, oldest first, for a test to inspect. */
  items: () => Map<string, { institutionId: string; accessToken: string; removed: boolean }>;
};

/** The fake's hosted Link page of a link token. */
const PLAID_HOSTED_PATH = /^\/hosted\/plaid\/([A-Za-z0-9-]+)$/;

/**
 * Starts the fake Plaid: /link/token/create and /link/token/get (Hosted Link at /hosted/plaid/{link token}:
 * "Monzo (fake)", "Connect", then a signed SESSION_FINISHED webhook and a redirect to the link token's
 * hosted_link.completion_redirect_uri), /item/public_token/exchange, /item/get, /item/remove, /accounts/get,
 * /accounts/balance/get, /transactions/get, /transactions/sync, /institutions/get_by_id and
 * /webhook_verification_key/get (its ES256 public key).
 */
export async function startFakePlaid(options: FakePlaidOptions): Promise<FakePlaid> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const keyCreatedAt = dayjs().unix();
  const linkTokens = new Map<string, LinkToken>();
  const publicTokens = new Map<string, string>();
  const items = new Map<string, PlaidItem>();
  const byAccessToken = new Map<string, PlaidItem>();
  const webhookLog: { url: string; status: number | string; body: string }[] = [];
  const iso = () =>
    dayjs()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');

  const itemJson = (item: PlaidItem) => ({
    item_id: item.itemId,
    institution_id: item.institutionId,
    institution_name: FAKE_PLAID_INSTITUTION.name,
    webhook: item.webhook,
    auth_method: null,
    error: null,
    available_products: ['balance'],
    billed_products: ['transactions'],
    products: ['transactions'],
    consented_products: ['transactions'],
    consent_expiration_time: dayjs(item.createdAt).add(90, 'day').toISOString(),
    update_type: 'background',
  });

  const route = async (request: Incoming, self: { url: string }): Promise<Answer> => {
    const { method, path, body } = request;
    const hosted = PLAID_HOSTED_PATH.exec(path);
    if (hosted) return plaidHosted(method, hosted[1] ?? '', self);
    if (method !== 'POST')
      return plaidError('INVALID_REQUEST', 'NOT_FOUND', `${method} ${path} is not an endpoint.`, 404);
    const clientId = request.headers['plaid-client-id'] ?? body.client_id;
    const secret = request.headers['plaid-secret'] ?? body.secret;
    if (clientId !== options.clientId || secret !== options.secret) {
      return plaidError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
    }
    const withItem = (answer: (item: PlaidItem) => Answer): Answer => {
      const item = byAccessToken.get(String(body.access_token ?? ''));
      if (!item || item.removed) {
        return plaidError(
          'INVALID_INPUT',
          'INVALID_ACCESS_TOKEN',
          'provided access token is in an invalid format',
        );
      }
      return answer(item);
    };
    switch (path) {
      case '/link/token/create': {
        const token = `link-sandbox-${randomUUID()}`;
        const hostedLink = (body.hosted_link ?? null) as Record<string, unknown> | null;
        const link: LinkToken = {
          token,
          createdAt: iso(),
          expiration: dayjs()
            .add(hostedLink ? 1 : 4, 'hour')
            .toISOString()
            .replace(/\.\d{3}Z$/, 'Z'),
          webhook: typeof body.webhook === 'string' ? body.webhook : null,
          completionRedirectUri:
            typeof hostedLink?.completion_redirect_uri === 'string'
              ? hostedLink.completion_redirect_uri
              : null,
          products: Array.isArray(body.products) ? (body.products as string[]) : [],
          countryCodes: Array.isArray(body.country_codes) ? (body.country_codes as string[]) : [],
          language: String(body.language ?? 'en'),
          clientName: String(body.client_name ?? ''),
          redirectUri: typeof body.redirect_uri === 'string' ? body.redirect_uri : null,
          sessions: [],
        };
        linkTokens.set(token, link);
        return {
          status: 200,
          json: {
            link_token: token,
            expiration: link.expiration,
            request_id: requestId(),
            ...(hostedLink ? { hosted_link_url: `${self.url}/hosted/plaid/${token}` } : {}),
          },
        };
      }
      case '/link/token/get': {
        const link = linkTokens.get(String(body.link_token ?? ''));
        if (!link) return plaidError('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'link token is invalid');
        return {
          status: 200,
          json: {
            link_token: link.token,
            created_at: link.createdAt,
            expiration: link.expiration,
            link_sessions: link.sessions,
            metadata: {
              initial_products: link.products,
              webhook: link.webhook,
              country_codes: link.countryCodes,
              language: link.language,
              redirect_uri: link.redirectUri,
              client_name: link.clientName,
            },
            request_id: requestId(),
          },
        };
      }
      case '/item/public_token/exchange': {
        const itemId = publicTokens.get(String(body.public_token ?? ''));
        const item = itemId ? items.get(itemId) : undefined;
        if (!item)
          return plaidError('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is expired');
        publicTokens.delete(String(body.public_token));
        return {
          status: 200,
          json: { access_token: item.accessToken, item_id: item.itemId, request_id: requestId() },
        };
      }
      case '/item/get':
        return withItem((item) => ({
          status: 200,
          json: {
            item: { ...itemJson(item), created_at: item.createdAt },
            status: {
              transactions: { last_successful_update: iso(), last_failed_update: null },
              last_webhook: null,
            },
            request_id: requestId(),
          },
        }));
      case '/item/remove':
        return withItem((item) => {
          item.removed = true;
          return { status: 200, json: { request_id: requestId() } };
        });
      case '/accounts/get':
      case '/accounts/balance/get':
        return withItem((item) => ({
          status: 200,
          json: { accounts: item.accounts, item: itemJson(item), request_id: requestId() },
        }));
      case '/transactions/get':
        return withItem((item) => {
          const start = String(body.start_date ?? '');
          const end = String(body.end_date ?? '');
          const opts = (body.options ?? {}) as { count?: number; offset?: number; account_ids?: string[] };
          const count = Math.min(opts.count ?? 100, 500);
          const offset = opts.offset ?? 0;
          const inRange = item.transactions.filter(
            (t) =>
              t.date >= start &&
              t.date <= end &&
              (!opts.account_ids || opts.account_ids.includes(t.account_id)),
          );
          return {
            status: 200,
            json: {
              accounts: item.accounts,
              transactions: inRange.slice(offset, offset + count),
              total_transactions: inRange.length,
              item: itemJson(item),
              request_id: requestId(),
            },
          };
        });
      case '/transactions/sync':
        return withItem((item) => {
          const from = body.cursor
            ? Number(Buffer.from(String(body.cursor), 'base64url').toString()) || 0
            : 0;
          const count = Math.min(Number(body.count ?? 100), 500);
          const added = item.transactions.slice(from, from + count);
          const next = from + added.length;
          return {
            status: 200,
            json: {
              transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
              accounts: item.accounts,
              added,
              modified: [],
              removed: [],
              next_cursor: Buffer.from(String(next)).toString('base64url'),
              has_more: next < item.transactions.length,
              request_id: requestId(),
            },
          };
        });
      case '/institutions/get_by_id': {
        if (body.institution_id !== FAKE_PLAID_INSTITUTION.institution_id) {
          return plaidError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided');
        }
        return {
          status: 200,
          json: {
            institution: {
              ...FAKE_PLAID_INSTITUTION,
              products: ['balance', 'transactions', 'identity'],
              country_codes: ['GB'],
              url: null,
              primary_color: null,
              logo: null,
              routing_numbers: [],
              dtc_numbers: [],
              oauth: true,
            },
            request_id: requestId(),
          },
        };
      }
      case '/webhook_verification_key/get': {
        if (body.key_id !== kid)
          return plaidError(
            'INVALID_INPUT',
            'INVALID_WEBHOOK_VERIFICATION_KEY_ID',
            'invalid key_id provided',
          );
        return {
          status: 200,
          json: {
            key: {
              alg: 'ES256',
              crv: jwk.crv,
              kid,
              kty: jwk.kty,
              use: 'sig',
              x: jwk.x,
              y: jwk.y,
              created_at: keyCreatedAt,
              expired_at: null,
            },
            request_id: requestId(),
          },
        };
      }
      default:
        return plaidError('INVALID_REQUEST', 'NOT_FOUND', `The fake Plaid does not implement ${path}.`, 404);
    }
  };

  /** Signs a webhook body as Plaid does: an ES256 JWT with kid, iat and request_body_sha256. */
  const signed = async (rawBody: string) =>
    new SignJWT({ request_body_sha256: createHash('sha256').update(rawBody).digest('hex') })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuedAt()
      .sign(privateKey);

  const plaidHosted = async (method: string, token: string, self: { url: string }): Promise<Answer> => {
    const title = 'Fake Plaid (test) — no real bank';
    const link = linkTokens.get(token);
    if (!link) return { status: 404, html: hostedPage(title, '<p>This link is not known.</p>') };
    if (method !== 'POST') {
      if (link.sessions.length > 0) {
        return {
          status: 200,
          html: hostedPage(title, '<p>This link has been used. You can close this page.</p>'),
        };
      }
      return {
        status: 200,
        html: hostedPage(
          title,
          `<form method="post">
<fieldset><legend>Choose your bank</legend>
<label><input type="radio" name="institution" value="${FAKE_PLAID_INSTITUTION.institution_id}" checked> ${escapeHtml(FAKE_PLAID_INSTITUTION.name)}</label>
</fieldset>
<p>A real bank would ask you to sign in and agree to share your accounts for 90 days.</p>
<button class="primary" type="submit">Connect</button>
</form>`,
        ),
      };
    }
    const itemId = plaidId();
    const accountId = plaidId();
    const item: PlaidItem = {
      itemId,
      accessToken: `access-sandbox-${randomUUID()}`,
      institutionId: FAKE_PLAID_INSTITUTION.institution_id,
      webhook: link.webhook,
      createdAt: iso(),
      accounts: [
        {
          account_id: accountId,
          balances: {
            available: 1234.56,
            current: 1234.56,
            limit: null,
            iso_currency_code: 'GBP',
            unofficial_currency_code: null,
          },
          mask: '4321',
          name: 'Current Account',
          official_name: 'Monzo Current Account',
          type: 'depository',
          subtype: 'checking',
          holder_category: 'personal',
        },
      ],
      transactions: generateTransactions(accountId),
      removed: false,
    };
    items.set(itemId, item);
    byAccessToken.set(item.accessToken, item);
    const publicToken = `public-sandbox-${randomUUID()}`;
    publicTokens.set(publicToken, itemId);
    const sessionId = randomUUID();
    link.sessions.push({
      link_session_id: sessionId,
      started_at: link.createdAt,
      finished_at: iso(),
      results: {
        item_add_results: [
          {
            public_token: publicToken,
            accounts: item.accounts.map((a) => ({
              id: a.account_id,
              name: a.name,
              mask: a.mask,
              type: a.type,
              subtype: a.subtype,
              verification_status: null,
              class_type: null,
            })),
            institution: { ...FAKE_PLAID_INSTITUTION },
          },
        ],
        cra_item_add_results: [],
        cra_update_results: [],
        bank_income_results: [],
        payroll_income_results: [],
        document_income_results: null,
      },
    });
    if (link.webhook) {
      const event = JSON.stringify({
        webhook_type: 'LINK',
        webhook_code: 'SESSION_FINISHED',
        status: 'SUCCESS',
        link_session_id: sessionId,
        link_token: link.token,
        public_tokens: [publicToken],
        environment: 'sandbox',
      });
      await deliverWebhook(webhookLog, link.webhook, event, { 'Plaid-Verification': await signed(event) });
    }
    void self;
    if (link.completionRedirectUri) return { status: 303, location: link.completionRedirectUri };
    return { status: 200, html: hostedPage(title, '<p>Connected. You can close this page.</p>') };
  };

  const server = await startServer(options, route, webhookLog);
  return {
    ...server,
    keyId: kid,
    items: () =>
      new Map(
        [...items].map(([id, item]) => [
          id,
          { institutionId: item.institutionId, accessToken: item.accessToken, removed: item.removed },
        ]),
      ),
  };
}
