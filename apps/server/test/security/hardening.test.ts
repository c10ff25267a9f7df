/**
 * Hardening (decision 047), each through the real code path:
 * - the server refuses to start in production without SMTP_URL (a real `node main.ts` process), unless
 *   ALLOW_OUTBOX_IN_PRODUCTION says it is a demonstration;
 * - source maps are never served, though the build keeps them on disk;
 * - session tokens signed with the real secret are refused with a header the server never writes (`kid`,
 *   `jku`, `jwk`, `crit`, another `typ`), an `iat` or `auth_time` in the future, or an `exp` beyond the kind's
 *   lifetime (ten years away);
 * - the sandbox pages' forms (checkout, identity, open banking) refuse a POST from another origin and a
 *   browser's POST without the per-session form token;
 * - a body that is not JSON is answered with a fixed message that repeats none of it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/app';
import { loadConfig, repoRoot } from '../../src/config';
import { SESSION_LIFETIMES_SECONDS } from '../../src/lib/tokens';
import {
  assertEmailProviderAllowed,
  OUTBOX_IN_PRODUCTION_REFUSAL,
} from '../../src/providers/email/email-provider';
import { FORM_COOKIE, FORM_TOKEN_FIELD } from '../../src/providers/sandbox/sandbox-pages';
import { createSandboxStore, type SandboxPurpose } from '../../src/providers/sandbox/sandbox-store';
import { INVALID_JSON_MESSAGE } from '../../src/yoga';
import { createTestEnv, errorOf, listenOnFreePort, signUp, type TestEnv } from '../helpers';

/** The tests' JWT_SECRET (helpers.ts createTestEnv): tokens signed with it are signed with the real secret. */
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
const ME = 'query { me { user { id } } }';
const now = () => Math.floor(Date.now() / 1000);

describe('e-mail in production', () => {
  it('refuses to start without SMTP_URL, naming it, before opening anything', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-no-smtp-'));
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PGLITE_DIR: 'memory://',
      JWT_SECRET: 'x'.repeat(40),
      PORT: '0',
      ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
      {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    // A server that starts anyway is stopped, so that the test fails rather than leaving it running.
    const stop = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) =>
      child.on('exit', (exitCode) => resolve(exitCode)),
    );
    clearTimeout(stop);
    expect(code).toBe(1);
    expect(output).toContain(OUTBOX_IN_PRODUCTION_REFUSAL);
    expect(output).not.toContain('database ready');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('allows the outbox in production only with ALLOW_OUTBOX_IN_PRODUCTION=true, and always elsewhere', () => {
    const check = (vars: Record<string, string>) => () => assertEmailProviderAllowed(loadConfig(vars));
    expect(check({ NODE_ENV: 'production' })).toThrow(OUTBOX_IN_PRODUCTION_REFUSAL);
    expect(check({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: 'false' })).toThrow('SMTP_URL');
    expect(check({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: 'true' })).not.toThrow();
    expect(check({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com' })).not.toThrow();
    expect(check({ NODE_ENV: 'development' })).not.toThrow();
    expect(check({ NODE_ENV: 'test' })).not.toThrow();
    expect(() => loadConfig({ ALLOW_OUTBOX_IN_PRODUCTION: 'yes' })).toThrow(
      'ALLOW_OUTBOX_IN_PRODUCTION: ALLOW_OUTBOX_IN_PRODUCTION must be "true" or "false"',
    );
  });
});

describe('the built web app’s source maps', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof listenOnFreePort>>;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Stairway</title>');
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1);\n');
    fs.writeFileSync(
      path.join(dist, 'assets/index-abc123.js.map'),
      '{"version":3,"sources":["src/secret.ts"]}',
    );
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.css.map'), '{"version":3}');
    env = await createTestEnv('pglite');
    const config = loadConfig({ ...envVars(env), WEB_DIST_DIR: dist });
    app = await listenOnFreePort(createHttpServer({ ...env, config }));
  });
  afterAll(async () => {
    await app.close();
    await env.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the chunks but answers 404 for their maps, whatever the case or place', async () => {
    expect((await fetch(`${app.base}/assets/index-abc123.js`)).status).toBe(200);
    for (const map of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.css.map',
      '/assets/INDEX-ABC123.JS.MAP',
      '/assets/missing.js.map',
    ]) {
      const response = await fetch(`${app.base}${map}`);
      expect(response.status, map).toBe(404);
      expect(await response.text(), map).not.toContain('sources');
    }
  });
});

/** The variables a test configuration is made of (as createTestEnv makes it). */
function envVars(env: TestEnv): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: env.config.DATA_DIR,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  };
}

describe('session tokens signed with the real secret', () => {
  let env: TestEnv;
  let userId: string;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    userId = (await signUp(env)).userId;
  });
  afterAll(async () => {
    await env.close();
  });

  /** Signs an applicant token with the given header and times (seconds since the epoch). */
  function forge(
    header: Record<string, unknown>,
    times: { iat: number; exp: number; auth_time?: number },
  ): Promise<string> {
    const { iat, exp, ...claims } = times;
    return new SignJWT({ userId, sv: 0, ...claims })
      .setProtectedHeader({ alg: 'HS256', ...header } as { alg: string })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(SECRET);
  }
  const accepted = async (token: string) => errorOf(await env.gql(ME, {}, token)).code === undefined;

  it('accepts a token like the server’s own (the control)', async () => {
    expect(await accepted(await forge({}, { iat: now(), exp: now() + 3600 }))).toBe(true);
    expect(await accepted(await forge({ typ: 'JWT' }, { iat: now(), exp: now() + 3600 }))).toBe(true);
    expect(await accepted(await env.tokens.sign({ kind: 'applicant', userId }))).toBe(true);
  });

  it('refuses a header the server never writes: kid, jku, jwk, x5u, crit or another typ', async () => {
    const times = { iat: now(), exp: now() + 3600 };
    for (const header of [
      { kid: 'key-2' },
      { kid: '../../../../dev/null' },
      { jku: 'https://attacker.example/jwks.json' },
      { jwk: { kty: 'oct', k: 'AAAA' } },
      { x5u: 'https://attacker.example/cert.pem' },
      { typ: 'at+jwt' },
    ]) {
      const token = await forge(header, times);
      expect(await accepted(token), JSON.stringify(header)).toBe(false);
      expect(await env.tokens.verify(token), JSON.stringify(header)).toBeNull();
    }
    // A critical extension jose does not know is refused by jose itself; one it is told about by us.
    const crit = await new SignJWT({ userId, sv: 0 })
      .setProtectedHeader({ alg: 'HS256', crit: ['b64'], b64: true })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(SECRET);
    expect(await accepted(crit)).toBe(false);
  });

  it('refuses an iat or auth_time in the future', async () => {
    const later = now() + 3600;
    expect(await accepted(await forge({}, { iat: later, exp: later + 3600 }))).toBe(false);
    expect(await accepted(await forge({}, { iat: now(), exp: now() + 3600, auth_time: later }))).toBe(false);
    // A few seconds' difference between two servers' clocks is not refused.
    expect(await accepted(await forge({}, { iat: now() + 5, exp: now() + 3600 }))).toBe(true);
  });

  it('refuses an exp beyond the lifetime of the kind’s tokens, such as ten years away', async () => {
    const tenYears = 10 * 365 * 24 * 3600;
    expect(await accepted(await forge({}, { iat: now(), exp: now() + tenYears }))).toBe(false);
    const idle = SESSION_LIFETIMES_SECONDS.applicant.idle;
    expect(await accepted(await forge({}, { iat: now(), exp: now() + idle + 60 }))).toBe(false);
    expect(await accepted(await forge({}, { iat: now(), exp: now() + idle }))).toBe(true);
    // A session may not reach past its absolute limit either, even with a fresh iat.
    const absolute = SESSION_LIFETIMES_SECONDS.applicant.absolute;
    const start = now() - absolute + 60;
    expect(await accepted(await forge({}, { iat: now(), exp: now() + 3600, auth_time: start }))).toBe(false);
  });

  it('refuses a token without iat', async () => {
    const token = await new SignJWT({ userId, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(SECRET);
    expect(await accepted(token)).toBe(false);
  });
});

describe('the sandbox pages’ forms', () => {
  let env: TestEnv;
  const APP_ORIGIN = 'http://localhost:3000';
  beforeAll(async () => {
    env = await createTestEnv('pglite');
  });
  afterAll(async () => {
    await env.close();
  });

  /** A pending sandbox record and its page's path. */
  async function pending(purpose: SandboxPurpose) {
    const { reference } = await createSandboxStore(env.db).create(purpose, {
      subjectName: 'Amelia Hughes',
      returnUrl: `${APP_ORIGIN}/waitlist/join-waitlist?session_id={CHECKOUT_SESSION_ID}`,
      ttlHours: 1,
      details: { amountPence: 9900, description: 'Waitlist fee', cancelUrl: `${APP_ORIGIN}/waitlist` },
    });
    return { reference, path: `/sandbox/${purpose}/${reference}` };
  }

  /** Opens a page as a browser does: its form token and the cookie the page set. */
  async function open(pagePath: string) {
    const response = await env.http(pagePath);
    // A browser sends `Origin: null` with a form's POST under no-referrer, which would be refused.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const setCookie = response.headers.get('set-cookie') ?? '';
    const html = await response.text();
    const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1] ?? '';
    return { setCookie, cookie: setCookie.split(';')[0] ?? '', token };
  }

  const CHOICES: Record<'payment' | 'identity' | 'open-banking', Record<string, string>> = {
    payment: { action: 'pay' },
    identity: { outcome: 'pass' },
    'open-banking': { action: 'connect', bank: 'Monzo', consent: 'yes' },
  };
  const DONE: Record<'payment' | 'identity' | 'open-banking', string> = {
    payment: 'Payment made',
    identity: 'Check passed',
    'open-banking': 'Bank connected',
  };

  /** Posts the page's form with the given headers and fields. */
  function post(pagePath: string, headers: Record<string, string>, fields: Record<string, string>) {
    return env.http(pagePath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  for (const purpose of ['payment', 'identity', 'open-banking'] as const) {
    describe(purpose, () => {
      it('sets an HttpOnly, SameSite cookie and puts the session’s token in the form', async () => {
        const page = await pending(purpose);
        const { setCookie, token } = await open(page.path);
        expect(setCookie).toMatch(new RegExp(`^${FORM_COOKIE}=[A-Za-z0-9_-]{43}; `));
        expect(setCookie).toContain('HttpOnly');
        expect(setCookie).toContain('SameSite=Lax');
        expect(setCookie).toContain('Path=/sandbox/');
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      });

      it('refuses a POST from another origin, or a cross-site one, even with the token', async () => {
        const page = await pending(purpose);
        const { cookie, token } = await open(page.path);
        const fields = { ...CHOICES[purpose], [FORM_TOKEN_FIELD]: token };
        const foreign: Array<Record<string, string>> = [
          { origin: 'https://attacker.example', cookie },
          { origin: 'http://localhost:3000.attacker.example', cookie },
          { 'sec-fetch-site': 'cross-site', cookie },
          { 'sec-fetch-site': 'same-site', cookie },
          { origin: 'null', cookie },
        ];
        for (const headers of foreign) {
          const response = await post(page.path, headers, fields);
          expect(response.status, JSON.stringify(headers)).toBe(403);
        }
        expect(await (await env.http(page.path)).text()).not.toContain(DONE[purpose]);
      });

      it('refuses a browser’s POST without the token, with another page’s, or without the cookie', async () => {
        const page = await pending(purpose);
        const other = await pending(purpose);
        const { cookie, token } = await open(page.path);
        const { token: otherToken } = await open(other.path);
        const browser = { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' };
        const attempts: Array<[Record<string, string>, Record<string, string>]> = [
          [{ ...browser, cookie }, CHOICES[purpose]],
          [
            { ...browser, cookie },
            { ...CHOICES[purpose], [FORM_TOKEN_FIELD]: 'x'.repeat(43) },
          ],
          [
            { ...browser, cookie },
            { ...CHOICES[purpose], [FORM_TOKEN_FIELD]: otherToken },
          ],
          [browser, { ...CHOICES[purpose], [FORM_TOKEN_FIELD]: token }],
          [{ 'sec-fetch-site': 'same-origin' }, CHOICES[purpose]],
        ];
        for (const [headers, fields] of attempts) {
          const response = await post(page.path, headers, fields);
          expect(response.status, JSON.stringify({ headers, fields })).toBe(403);
          expect(await response.text()).toContain('Your choice was not recorded');
        }
        expect(await (await env.http(page.path)).text()).not.toContain(DONE[purpose]);

        // The same browser, from the page itself, with its token: recorded.
        const accepted = await post(
          page.path,
          { ...browser, cookie },
          { ...CHOICES[purpose], [FORM_TOKEN_FIELD]: token },
        );
        expect(accepted.status).toBe(303);
        expect(await (await env.http(page.path)).text()).toContain(DONE[purpose]);
      });
    });
  }
});

describe('a request body that is not JSON', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
  });
  afterAll(async () => {
    await env.close();
  });

  it('is answered BAD_REQUEST with a fixed message that repeats none of the input', async () => {
    for (const body of [
      '{"query": "{ __typename }", secret-abc',
      'not json at all: my-password-123',
      '{"query": "{ __typename }", "variables": {"email": "ann@example.com"',
      '',
    ]) {
      const response = await env.http('/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text), body).toEqual({
        errors: [{ message: INVALID_JSON_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
      });
      for (const fragment of ['secret', 'not json', 'password', 'ann@', 'position', 'Unexpected']) {
        expect(text, body).not.toContain(fragment);
      }
    }
  });

  it('answers the same for GET variables that are not JSON, and leaves other refusals alone', async () => {
    const get = await env.http('/api?query=%7B__typename%7D&variables=%7Bsecret-abc');
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual({
      errors: [{ message: INVALID_JSON_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
    });
    // JSON, but not an object: Yoga's own message, which names only the type.
    const number = await env.http('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '42',
    });
    expect(number.status).toBe(400);
    expect(((await number.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'POST body is expected to be object but received number',
    );
  });
});
