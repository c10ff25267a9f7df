/**
 * The HTTP app's security, through real HTTP requests to the Node server on a free port: security headers on
 * every response (CSP without 'unsafe-inline' scripts, no framing, HSTS, Permissions-Policy), CORS only for
 * APP_URL and CORS_ALLOWED_ORIGINS, a size cap on /api bodies, a time limit on every request, introspection
 * and GraphiQL off in production, and no start in production with the sandbox identity and open-banking
 * providers unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/app';
import { createServices } from '../../src/composition';
import { type Config, loadConfig } from '../../src/config';
import { API_MAX_BODY_BYTES } from '../../src/lib/http-security';
import { createLogger } from '../../src/lib/logger';
import {
  SANDBOX_IN_PRODUCTION_REFUSAL,
  sandboxProvidersAllowed,
} from '../../src/providers/verification-providers';
import { createTestEnv, type TestEnv } from '../helpers';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** The test configuration with the given variables on top. */
function configWith(env: TestEnv, vars: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: env.config.DATA_DIR,
    JWT_SECRET: SECRET,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...vars,
  });
}

/** Starts the app on a free port with the given configuration. */
async function serve(
  env: TestEnv,
  config: Config,
  options: { timeoutMs?: number; providerRoutes?: TestEnv['providerRoutes'] } = {},
) {
  const server = createHttpServer(
    { ...env, config, providerRoutes: options.providerRoutes ?? env.providerRoutes },
    options,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, base: `http://127.0.0.1:${port}` };
}

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('the HTTP app in development', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    app = await serve(env, configWith(env, { CORS_ALLOWED_ORIGINS: 'https://admin.stairway.example' }));
  });
  afterAll(async () => {
    await close(app.server);
    await env.close();
  });

  it('sends the security headers with every page: a CSP without inline scripts, no framing, Permissions-Policy', async () => {
    const response = await fetch(`${app.base}/homes`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toContain('https:');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    // Plain http on localhost: no HSTS, which would pin the browser to https for localhost.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps the sandbox pages’ own stricter policy, and frames nothing there either', async () => {
    const response = await fetch(`${app.base}/sandbox/identity/unknown-reference`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets APP_URL and CORS_ALLOWED_ORIGINS call the API from a browser, and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${app.base}/api`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
    for (const origin of ['http://localhost:3000', 'https://admin.stairway.example']) {
      const allowed = await preflight(origin);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();

    const post = await fetch(`${app.base}/api`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an /api body over 1 MB with 413 before reading it, and accepts one just under', async () => {
    const padding = (bytes: number) => 'x'.repeat(bytes);
    const body = (size: number) => {
      const shell = JSON.stringify({ query: '{ __typename }', variables: { note: '' } });
      return JSON.stringify({ query: '{ __typename }', variables: { note: padding(size - shell.length) } });
    };
    const tooLarge = await fetch(`${app.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(10 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe('The request is too large: /api accepts at most 1 MB.');

    const justUnder = await fetch(`${app.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(API_MAX_BODY_BYTES - 100),
    });
    expect(justUnder.status).toBe(200);
    expect(await justUnder.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('allows introspection outside production', async () => {
    const response = await fetch(`${app.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    expect(await response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('the HTTP app in production', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    app = await serve(
      env,
      configWith(env, {
        NODE_ENV: 'production',
        APP_URL: 'https://stairway.example',
        ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
      }),
    );
  });
  afterAll(async () => {
    await close(app.server);
    await env.close();
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const response = await fetch(`${app.base}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const api = await fetch(`${app.base}/api?query=%7B__typename%7D`);
    expect(api.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses introspection and serves no GraphiQL', async () => {
    const response = await fetch(`${app.base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    const result = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toContain('introspection has been disabled');

    const typename = await fetch(`${app.base}/api?query=%7B__typename%7D`);
    expect(await typename.json()).toEqual({ data: { __typename: 'Query' } });

    const graphiql = await fetch(`${app.base}/api`, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).not.toContain('GraphiQL');
  });

  it('only APP_URL’s origin may call the API from a browser', async () => {
    const response = await fetch(`${app.base}/api`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${app.base}/api`, {
      method: 'OPTIONS',
      headers: { origin: 'https://stairway.example', 'access-control-request-method': 'POST' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('https://stairway.example');
  });
});

describe('request time limits', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
  });
  afterAll(async () => {
    await env.close();
  });

  it('answers 408 when a request body stops arriving, instead of waiting for ever', async () => {
    const app = await serve(env, configWith(env, {}), { timeoutMs: 300 });
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(app.port, '127.0.0.1', () => {
          socket.write(
            'POST /api HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
          );
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString();
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
        setTimeout(() => reject(new Error(`no answer within 5 s: ${data}`)), 5000);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(reply).toContain('The request took too long to arrive.');
    } finally {
      await close(app.server);
    }
  });

  it('answers 503 when the server takes too long to answer', async () => {
    const app = await serve(env, configWith(env, {}), {
      timeoutMs: 300,
      providerRoutes: () => new Promise<Response | null>(() => {}),
    });
    try {
      const started = Date.now();
      const response = await fetch(`${app.base}/sandbox/identity/slow`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The server took too long to answer. Please try again.');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await close(app.server);
    }
  });

  it('validates REQUEST_TIMEOUT_SECONDS and CORS_ALLOWED_ORIGINS, naming the variable', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      'REQUEST_TIMEOUT_SECONDS: REQUEST_TIMEOUT_SECONDS must be at least 1',
    );
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://ok.example, admin.example' })).toThrow(
      'CORS_ALLOWED_ORIGINS: "admin.example" is not an origin',
    );
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://ok.example/path' })).toThrow(
      '"https://ok.example/path" is not an origin',
    );
    expect(
      loadConfig({ CORS_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443/' }).CORS_ALLOWED_ORIGINS,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
  });
});

describe('starting in production with the sandbox providers', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
  });
  afterAll(async () => {
    await env.close();
  });

  it('is refused unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true', async () => {
    const logger = createLogger('silent');
    await expect(
      createServices(configWith(env, { NODE_ENV: 'production' }), { database: env.database, logger }),
    ).rejects.toThrow(SANDBOX_IN_PRODUCTION_REFUSAL);
    await expect(
      createServices(
        configWith(env, { NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'false' }),
        {
          database: env.database,
          logger,
        },
      ),
    ).rejects.toThrow('ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true');
    const allowed = await createServices(
      configWith(env, { NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true' }),
      { database: env.database, logger },
    );
    expect(allowed.identity.kind).toBe('sandbox');
  });

  it('lets operators count sandbox results (npm run ops) outside production or with the setting only', () => {
    const allowed = (vars: Record<string, string>) => sandboxProvidersAllowed(loadConfig(vars));
    expect(allowed({ NODE_ENV: 'production' })).toBe(false);
    expect(allowed({ NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true' })).toBe(true);
    expect(allowed({ NODE_ENV: 'development' })).toBe(true);
  });

  it('names the setting when it is neither true nor false', () => {
    expect(() => loadConfig({ ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'yes' })).toThrow(
      'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION must be "true" or "false"',
    );
  });
});
