/**
 * What the stateful fakes of Onfido (identity) and Plaid (open banking) share: the HTTP server that routes a fake's
 * requests, its hosted-page HTML, the webhook delivery and the *.localhost resolver it uses. The fakes themselves
 * are in fake-onfido.ts and fake-plaid.ts (Plaid's records and generated statement in fake-plaid-data.ts). They
 * serve the journey with the real adapters and the contract tests (docs/decisions/056-provider-contract-tests.md).
 *
 * Each fake is a plain node:http server that implements the subset of its provider's API the adapters call, keeps
 * what it was told (applicants and workflow runs; link tokens, items, accounts and transactions), and serves a
 * hosted page of its own in place of the provider's (Onfido Studio's workflow link, Plaid Hosted Link). The adapters
 * never reach a fake directly: they reach it through a Prism proxy (apps/server/test/contracts/prism.ts, `--errors`)
 * that checks every request and every response against the provider's published OpenAPI description
 * (apps/server/contracts/), so a fake that answered something the provider does not document would fail the journey
 * as surely as an adapter that asked for it.
 *
 * What the fakes cannot prove: how the providers behave beyond their contracts (Onfido's real document and face
 * checks, Plaid's bank OAuth redirect, their timings and errors). The hosted pages say plainly that they check
 * nothing. Webhooks are sent by the fakes themselves, signed as the providers sign them (Onfido's X-SHA2-Signature
 * HMAC, Plaid's ES256 Plaid-Verification JWT), straight to the app: like the browser's visit to a hosted page, that
 * traffic is not the adapter's and does not go through Prism.
 */
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON value a fake answers with. */
type Json = unknown;

/** What a route answers: its status and JSON body (or HTML, or a redirect). */
export type Answer =
  | { status: number; json: Json }
  | { status: number; html: string }
  | { status: 303; location: string };

/** One request as a route sees it. */
export type Incoming = {
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
export type FakeOptions = {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Host to listen on (default 127.0.0.1). */
  host?: string;
};

/** Escapes text for HTML: returns `text` with &, <, >, " and ' as numeric character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A hosted page of a fake: plain, accessible HTML that says it is a test page.
 * @param title the page's title and heading (escaped here)
 * @param body HTML placed under the test-page note (not escaped)
 * @returns the whole HTML document
 */
export function hostedPage(title: string, body: string): string {
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
 * @param options port and host to listen on
 * @param route answers one request; it is given the server's base URL as `self.url`
 * @param webhookLog the fake's webhook log, which the returned server's `webhooks()` copies
 * @returns the running fake, once it listens
 */
export async function startServer(
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
 * @param log where the outcome is pushed: the URL, the HTTP status (or the error's text) and the body
 * @param url the app's webhook endpoint (*.localhost names resolve to 127.0.0.1)
 * @param body the raw JSON body, exactly as signed
 * @param headers the signature header(s) to send with it
 */
export async function deliverWebhook(
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
