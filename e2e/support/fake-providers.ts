/**
 * Stateful fakes of Onfido (identity) and Plaid (open banking) for the journey with the real adapters and the
 * contract tests (issue 31 "Proof without the internet"; docs/decisions/056-provider-contract-tests.md).
 *
 * Each fake is a plain node:http server that implements the subset of its provider's API the adapters call,
 * keeps what it was told (applicants and workflow runs; link tokens, items, accounts and transactions), and
 * serves a hosted page of its own in place of the provider's (Onfido Studio's workflow link, Plaid Hosted Link).
 * The adapters never reach a fake directly: they reach it through a Prism proxy
 * (apps/server/test/contracts/prism.ts, `--errors`) that checks every request and every response against the
 * provider's published OpenAPI description (apps/server/contracts/), so a fake that answered something the
 * provider does not document would fail the journey as surely as an adapter that asked for it.
 *
 * What the fakes cannot prove: how the providers behave beyond their contracts (Onfido's real document and face
 * checks, Plaid's bank OAuth redirect, their timings and errors). The hosted pages say plainly that they check
 * nothing. Webhooks are sent by the fakes themselves, signed as the providers sign them (Onfido's
 * X-SHA2-Signature HMAC, Plaid's ES256 Plaid-Verification JWT), straight to the app: like the browser's visit
 * to a hosted page, that traffic is not the adapter's and does not go through Prism.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** A JSON value a fake answers with. */
type Json = unknown;

/** What a route answers: its status and JSON body (or HTML, or a redirect). */
type Answer =
  | { status: number; json: Json }
  | { status: number; html: string }
  | { status: 303; location: string };

/** One request as a route sees it. */
type Incoming = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body ({} when empty), or the form fields of a hosted page's POST. */
  body: Record<string, unknown>;
};

/** A running fake. */
export type FakeServer = {
  /** Its base URL, e.g. http://127.0.0.1:41234 (the Prism proxy's upstream). */
  url: string;
  /**
   * Makes the next answer to `path` (e.g. "/applicants") pass through `corrupt` before it is sent: for the
   * contract test proving that the proxy catches a response the contract does not allow.
   */
  corruptNext: (path: string, corrupt: (body: Record<string, unknown>) => Json) => void;
  /** Every webhook it delivered (or failed to), oldest first. */
  webhooks: () => { url: string; status: number | string; body: string }[];
  /** Stops it. */
  stop: () => Promise<void>;
};

/** Options both fakes take. */
type FakeOptions = {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Host to listen on (default 127.0.0.1). */
  host?: string;
};

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A hosted page of a fake: plain, accessible HTML that says it is a test page. */
function hostedPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
button { font: inherit; padding: 0.6rem 1.2rem; margin: 0.5rem 0.5rem 0 0; border: 2px solid #1a1a1a; border-radius: 6px; background: #fff; cursor: pointer; }
button.primary { background: #0b5394; border-color: #0b5394; color: #fff; }
fieldset { border: 1px solid #767676; border-radius: 6px; padding: 0.75rem 1rem; }
.note { background: #fff4ce; border-left: 4px solid #8a6d00; padding: 0.5rem 0.75rem; }
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p class="note">This is a fake provider page used in Stairway's tests. Nothing is checked and no real data is shared.</p>
${body}
</main></body></html>`;
}

/**
 * Starts an HTTP server that answers each request with `route` (JSON or form bodies parsed), applying a pending
 * corruption to the JSON answer of that path.
 */
async function startServer(
  options: FakeOptions,
  route: (request: Incoming, self: { url: string }) => Promise<Answer>,
  webhookLog: { url: string; status: number | string; body: string }[],
): Promise<FakeServer> {
  const corruptions = new Map<string, (body: Record<string, unknown>) => Json>();
  const self = { url: '' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = new URL(req.url ?? '/', self.url).pathname;
        let body: Record<string, unknown> = {};
        try {
          if (
            raw &&
            String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
          ) {
            body = Object.fromEntries(new URLSearchParams(raw));
          } else if (raw) {
            body = JSON.parse(raw) as Record<string, unknown>;
          }
        } catch {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'validation_error', message: 'The body is not JSON.' } }));
          return;
        }
        let answer: Answer;
        try {
          answer = await route({ method: req.method ?? 'GET', path, headers: req.headers, body }, self);
        } catch (error) {
          answer = { status: 500, json: { error: { type: 'fake_error', message: String(error) } } };
        }
        if ('location' in answer) {
          res.writeHead(303, { location: answer.location });
          res.end();
        } else if ('html' in answer) {
          res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(answer.html);
        } else {
          let json = answer.json;
          const corrupt = corruptions.get(path);
          if (corrupt) {
            corruptions.delete(path);
            json = corrupt(structuredClone(json) as Record<string, unknown>);
          }
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  self.url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: self.url,
    corruptNext: (path, corrupt) => corruptions.set(path, corrupt),
    webhooks: () => [...webhookLog],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Resolves names as a browser does for the loopback: "localhost" and every "*.localhost" name is 127.0.0.1 (RFC
 * 6761 §6.3), others as the system resolves them. The journey's app is at http://stairway.localhost:PORT, as a
 * webhook URL on "localhost" without a dot fails Plaid's contract (`format: url`).
 */
const loopbackLookup = ((
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: unknown, family?: number) => void,
) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dns.lookup(hostname, options, callback as never);
}) as unknown as NonNullable<http.RequestOptions['lookup']>;

/**
 * POSTs a webhook to the app and records the outcome; a failure is recorded, not thrown (a provider would retry
 * later; the hosted page still sends the person back).
 */
async function deliverWebhook(
  log: { url: string; status: number | string; body: string }[],
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<void> {
  const status = await new Promise<number | string>((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        lookup: loopbackLookup,
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 15 s')));
    request.on('error', (error) => resolve(String(error)));
    request.end(body);
  });
  log.push({ url, status, body });
}

// ---------------------------------------------------------------------------------------------------------
// Onfido (API v3.6)
// ---------------------------------------------------------------------------------------------------------

/** Options of the Onfido fake. */
export type FakeOnfidoOptions = FakeOptions & {
  /** Where workflow_run.completed events go: the app's /webhooks/onfido (null: none sent). */
  webhookUrl: string | null;
  /** The webhook token the events are signed with (ONFIDO_WEBHOOK_TOKEN of the app). */
  webhookToken: string;
};

/** The fake Onfido. */
export type FakeOnfido = FakeServer & {
  /** The workflow runs it holds, by id (status and reasons), for a test to inspect. */
  runs: () => Map<string, { status: string; applicantId: string }>;
};

/** An Onfido error body (components.schemas.Error). */
function onfidoError(status: number, type: string, message: string): Answer {
  return { status, json: { error: { type, message } } };
}

/** Onfido's hosted check page of a workflow run. */
const ONFIDO_HOSTED_PATH = /^\/hosted\/onfido\/([0-9a-f-]{36})$/;

/**
 * Starts the fake Onfido: POST/GET /applicants, POST/GET /workflow_runs, and the hosted page of each run at
 * /hosted/onfido/{run id} ("Approve" or "Decline"; then a signed workflow_run.completed webhook and a redirect
 * to the run's link.completed_redirect_url).
 */
export async function startFakeOnfido(options: FakeOnfidoOptions): Promise<FakeOnfido> {
  const applicants = new Map<string, Record<string, unknown>>();
  const runs = new Map<
    string,
    Record<string, unknown> & { id: string; status: string; applicant_id: string }
  >();
  const webhookLog: { url: string; status: number | string; body: string }[] = [];
  const now = () =>
    dayjs()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');

  const route = async (request: Incoming, self: { url: string }): Promise<Answer> => {
    const { method, path, body } = request;
    const hosted = ONFIDO_HOSTED_PATH.exec(path);
    if (hosted) return onfidoHosted(method, hosted[1] ?? '', body);
    const authorization = String(request.headers.authorization ?? '');
    if (!/^Token token=api_(sandbox|live)\S+$/.test(authorization)) {
      return onfidoError(401, 'authorization_error', 'Please provide a valid API token.');
    }
    if (method === 'POST' && path === '/applicants') {
      if (typeof body.first_name !== 'string' || typeof body.last_name !== 'string') {
        return onfidoError(422, 'validation_error', 'first_name and last_name are required.');
      }
      const id = randomUUID();
      const applicant = {
        id,
        first_name: body.first_name,
        last_name: body.last_name,
        ...(typeof body.email === 'string' ? { email: body.email } : {}),
        created_at: now(),
        href: `/v3.6/applicants/${id}`,
        sandbox: authorization.includes('api_sandbox'),
      };
      applicants.set(id, applicant);
      return { status: 201, json: applicant };
    }
    const applicantPath = /^\/applicants\/([^/]+)$/.exec(path);
    if (method === 'GET' && applicantPath) {
      const applicant = applicants.get(applicantPath[1] ?? '');
      return applicant
        ? { status: 200, json: applicant }
        : onfidoError(404, 'resource_not_found', 'The applicant was not found.');
    }
    if (method === 'POST' && path === '/workflow_runs') {
      const applicantId = String(body.applicant_id ?? '');
      if (!applicants.has(applicantId)) {
        return onfidoError(422, 'validation_error', 'applicant_id is not an applicant of this account.');
      }
      if (typeof body.workflow_id !== 'string') {
        return onfidoError(422, 'validation_error', 'workflow_id is required.');
      }
      const id = randomUUID();
      const link = (body.link ?? {}) as Record<string, unknown>;
      const run = {
        id,
        applicant_id: applicantId,
        workflow_id: body.workflow_id,
        workflow_version_id: 1,
        status: 'awaiting_input',
        reasons: [] as string[],
        dashboard_url: `https://dashboard.onfido.com/results/${id}`,
        link: {
          url: `${self.url}/hosted/onfido/${id}`,
          completed_redirect_url: (link.completed_redirect_url as string | undefined) ?? null,
          expired_redirect_url: (link.expired_redirect_url as string | undefined) ?? null,
          expires_at: (link.expires_at as string | undefined) ?? dayjs().add(7, 'day').toISOString(),
          language: (link.language as string | undefined) ?? null,
        },
        ...(Array.isArray(body.tags) ? { tags: body.tags } : {}),
        ...(typeof body.customer_user_id === 'string' ? { customer_user_id: body.customer_user_id } : {}),
        created_at: now(),
        updated_at: now(),
        sdk_token: null,
      };
      runs.set(id, run);
      return { status: 201, json: run };
    }
    const runPath = /^\/workflow_runs\/([^/]+)$/.exec(path);
    if (method === 'GET' && runPath) {
      const run = runs.get(runPath[1] ?? '');
      return run
        ? { status: 200, json: run }
        : onfidoError(404, 'resource_not_found', 'The workflow run was not found.');
    }
    return onfidoError(404, 'resource_not_found', `The fake Onfido does not implement ${method} ${path}.`);
  };

  const onfidoHosted = async (
    method: string,
    runId: string,
    body: Record<string, unknown>,
  ): Promise<Answer> => {
    const run = runs.get(runId);
    const title = 'Fake Onfido (test) — no real check';
    if (!run) return { status: 404, html: hostedPage(title, '<p>This check link is not known.</p>') };
    if (method === 'POST') {
      const decision =
        body.decision === 'approve' ? 'approved' : body.decision === 'decline' ? 'declined' : null;
      if (!decision) return { status: 400, html: hostedPage(title, '<p>Choose Approve or Decline.</p>') };
      const completedAt = now();
      run.status = decision;
      run.reasons = decision === 'declined' ? ['document_check_failed'] : [];
      run.output = { decision };
      run.updated_at = completedAt;
      if (options.webhookUrl) {
        const event = JSON.stringify({
          payload: {
            resource_type: 'workflow_run',
            action: 'workflow_run.completed',
            object: {
              id: run.id,
              status: decision,
              completed_at_iso8601: completedAt,
              href: `https://api.eu.onfido.com/v3.6/workflow_runs/${run.id}`,
            },
          },
        });
        const signature = createHmac('sha256', options.webhookToken).update(event).digest('hex');
        await deliverWebhook(webhookLog, options.webhookUrl, event, { 'X-SHA2-Signature': signature });
      }
      const back = (run.link as { completed_redirect_url: string | null }).completed_redirect_url;
      if (back) return { status: 303, location: back };
      return { status: 200, html: hostedPage(title, '<p>Thank you. You can close this page.</p>') };
    }
    if (run.status !== 'awaiting_input') {
      return {
        status: 200,
        html: hostedPage(title, `<p>This check is finished (${escapeHtml(run.status)}).</p>`),
      };
    }
    return {
      status: 200,
      html: hostedPage(
        title,
        `<p>In a real check you would photograph your ID and take a selfie here. Choose the result instead.</p>
<form method="post">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
</form>`,
      ),
    };
  };

  const server = await startServer(options, route, webhookLog);
  return {
    ...server,
    runs: () =>
      new Map([...runs].map(([id, run]) => [id, { status: run.status, applicantId: run.applicant_id }])),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Plaid (API 2020-09-14)
// ---------------------------------------------------------------------------------------------------------

/** The fake's one institution. */
export const FAKE_PLAID_INSTITUTION = { institution_id: 'ins_fake_monzo', name: 'Monzo (fake)' } as const;

/** The salary the fake's current account receives every month (pounds; Plaid amounts are in pounds). */
export const FAKE_SALARY = { name: 'ACME LTD', amount: 2940 } as const;

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

type PlaidAccount = {
  account_id: string;
  balances: Record<string, unknown>;
  mask: string;
  name: string;
  official_name: string;
  type: 'depository';
  subtype: 'checking';
  holder_category: 'personal';
};

type PlaidTransaction = Record<string, unknown> & {
  date: string;
  transaction_id: string;
  account_id: string;
};

type PlaidItem = {
  itemId: string;
  accessToken: string;
  institutionId: string;
  webhook: string | null;
  createdAt: string;
  accounts: PlaidAccount[];
  transactions: PlaidTransaction[];
  removed: boolean;
};

type LinkToken = {
  token: string;
  createdAt: string;
  expiration: string;
  webhook: string | null;
  completionRedirectUri: string | null;
  products: string[];
  countryCodes: string[];
  language: string;
  clientName: string;
  redirectUri: string | null;
  sessions: Record<string, unknown>[];
};

/** A Plaid error body (components.schemas.PlaidError), status 400 unless said. */
function plaidError(errorType: string, errorCode: string, message: string, status = 400): Answer {
  return {
    status,
    json: {
      error_type: errorType,
      error_code: errorCode,
      error_message: message,
      display_message: null,
      request_id: requestId(),
      causes: [],
      status,
      documentation_url: 'https://plaid.com/docs/errors/',
      suggested_action: null,
    },
  };
}

/** A Plaid request id. */
function requestId(): string {
  return randomBytes(8).toString('base64url').slice(0, 15);
}

/** A Plaid-style opaque id (37 characters of [A-Za-z0-9]). */
function plaidId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(37)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A small deterministic pseudo-random generator, so that every item's statement is plausible and repeatable. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Twelve months of a UK current account, newest first: the salary of FAKE_SALARY on the 28th (the Friday before
 * when the 28th is a weekend), rent on the 1st, council tax, energy, water, broadband, a phone, a gym, and card
 * spending at supermarkets, cafés and shops. Plaid's sign convention: a positive amount is money OUT.
 * @param accountId the account the transactions belong to
 * @param today the last day covered
 */
export function generateTransactions(accountId: string, today = dayjs()): PlaidTransaction[] {
  const random = seeded(20_240_928);
  const from = today.subtract(12, 'month');
  const out: PlaidTransaction[] = [];
  const add = (
    date: dayjs.Dayjs,
    name: string,
    amount: number,
    category: [string, string],
    channel: 'online' | 'in store' | 'other',
    code: string | null,
  ) => {
    if (date.isAfter(today, 'day') || !date.isAfter(from, 'day')) return;
    const day = date.format('YYYY-MM-DD');
    out.push({
      transaction_id: plaidId(),
      account_id: accountId,
      amount: Math.round(amount * 100) / 100,
      iso_currency_code: 'GBP',
      unofficial_currency_code: null,
      date: day,
      datetime: null,
      authorized_date: day,
      authorized_datetime: null,
      name,
      merchant_name: amount > 0 ? name : null,
      original_description: null,
      pending: false,
      pending_transaction_id: null,
      account_owner: null,
      payment_channel: channel,
      payment_meta: {
        reference_number: null,
        ppd_id: null,
        payee: null,
        by_order_of: null,
        payer: amount < 0 ? name : null,
        payment_method: null,
        payment_processor: null,
        reason: null,
      },
      location: {
        address: null,
        city: null,
        region: null,
        postal_code: null,
        country: null,
        lat: null,
        lon: null,
        store_number: null,
      },
      personal_finance_category: {
        primary: category[0],
        detailed: category[1],
        confidence_level: 'VERY_HIGH',
      },
      counterparties: [
        {
          name,
          type: amount < 0 ? 'income_source' : 'merchant',
          entity_id: null,
          logo_url: null,
          website: null,
          confidence_level: 'VERY_HIGH',
        },
      ],
      transaction_code: code,
      transaction_type: channel === 'in store' ? 'place' : 'special',
      category: null,
      category_id: null,
      check_number: null,
      logo_url: null,
      website: null,
    });
  };
  // The twelve latest paydays up to today: the 28th, or the Friday before when it falls on a weekend.
  const paydays = Array.from({ length: 13 }, (_, m) => {
    const payday = today.subtract(m, 'month').startOf('month').date(28);
    return payday.day() === 6
      ? payday.subtract(1, 'day')
      : payday.day() === 0
        ? payday.subtract(2, 'day')
        : payday;
  })
    .filter((day) => !day.isAfter(today, 'day'))
    .slice(0, 12);
  for (const payday of paydays) {
    add(payday, FAKE_SALARY.name, -FAKE_SALARY.amount, ['INCOME', 'INCOME_WAGES'], 'other', 'transfer');
  }
  for (let m = 0; m <= 12; m += 1) {
    const month = today.subtract(m, 'month').startOf('month');
    add(
      month.date(1),
      'HOMELET RENT',
      1150,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT'],
      'other',
      'standing order',
    );
    add(
      month.date(1),
      'LAMBETH COUNCIL TAX',
      148.5,
      ['GOVERNMENT_AND_NON_PROFIT', 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT'],
      'other',
      'direct debit',
    );
    add(
      month.date(5),
      'OCTOPUS ENERGY',
      92 + Math.round(random() * 40),
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
      'other',
      'direct debit',
    );
    add(
      month.date(12),
      'THAMES WATER',
      38.2,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_WATER'],
      'other',
      'direct debit',
    );
    add(
      month.date(15),
      'BT BROADBAND',
      32.99,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
      'other',
      'direct debit',
    );
    add(
      month.date(18),
      'GIFFGAFF',
      12,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE'],
      'online',
      'direct debit',
    );
    add(
      month.date(3),
      'PUREGYM',
      24.99,
      ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
      'online',
      'direct debit',
    );
    for (let week = 0; week < 5; week += 1) {
      const day = month.add(week * 7 + Math.floor(random() * 6), 'day');
      if (day.month() !== month.month()) continue;
      add(
        day,
        'TESCO STORES',
        35 + Math.round(random() * 5000) / 100,
        ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
        'in store',
        'purchase',
      );
      add(
        day.add(2, 'day'),
        'PRET A MANGER',
        4 + Math.round(random() * 800) / 100,
        ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'],
        'in store',
        'purchase',
      );
      if (random() < 0.5) {
        add(
          day.add(3, 'day'),
          'AMAZON.CO.UK',
          8 + Math.round(random() * 6000) / 100,
          ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
          'online',
          'purchase',
        );
      }
      if (random() < 0.3) {
        add(
          day.add(4, 'day'),
          'TFL TRAVEL CHARGE',
          6.8 + Math.round(random() * 900) / 100,
          ['TRANSPORTATION', 'TRANSPORTATION_PUBLIC_TRANSIT'],
          'online',
          'purchase',
        );
      }
    }
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

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
