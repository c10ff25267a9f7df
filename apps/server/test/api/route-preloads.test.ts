/**
 * The pages people land on are served with their route's chunks as preload hints (decision record 020;
 * src/lib/route-preloads.ts), through real HTTP requests to the Node server serving a small built web app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/app';
import { loadConfig } from '../../src/config';
import { loadPreloadedPages } from '../../src/lib/route-preloads';
import { createTestEnv, listenOnFreePort, type TestEnv } from '../helpers';

const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const PRELOADS = {
  '/': {
    scripts: ['/assets/landing-page-x1.js', '/assets/Box-x2.js'],
    styles: ['/assets/landing-page-x3.css'],
  },
  '/login': { scripts: ['/assets/login-page-y1.js'], styles: [] },
};

/** A built web app in a temporary folder. */
function writeDist(preloads: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), 'console.log(1)');
  if (preloads !== undefined)
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

describe('route preload hints', () => {
  let env: TestEnv;
  let close: () => Promise<void>;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnv('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: env.config.DATA_DIR,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: writeDist(PRELOADS),
    });
    ({ base, close } = await listenOnFreePort(createHttpServer({ ...env, config })));
  });

  afterAll(async () => {
    await close();
    await env.close();
  });

  it("serves / with its route's chunks and CSS as preload hints, with the page's security headers", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-x1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Box-x2.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/landing-page-x3.css">');
    expect(html).not.toContain('login-page');
    // The hints go in the head, after what index.html already loads.
    expect(html.indexOf('landing-page-x1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('index-abc.js')).toBeLessThan(html.indexOf('landing-page-x1.js'));
  });

  it('answers 304 to a request with the current entity tag, and HEAD without a body', async () => {
    const first = await fetch(`${base}/login`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(await first.text()).toContain('/assets/login-page-y1.js');
    const again = await fetch(`${base}/login`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}/login`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves other pages the plain index.html, and assets as before', async () => {
    const other = await fetch(`${base}/dashboard`);
    expect(other.status).toBe(200);
    const html = await other.text();
    expect(html).toBe(INDEX_HTML);
    const asset = await fetch(`${base}/assets/index-abc.js`);
    expect(await asset.text()).toBe('console.log(1)');
  });
});

describe('loadPreloadedPages', () => {
  it('has no pages when the build wrote no route-preloads.json', () => {
    expect(loadPreloadedPages(writeDist(undefined)).size).toBe(0);
  });

  it('refuses a file that points outside the built assets', () => {
    expect(() =>
      loadPreloadedPages(writeDist({ '/': { scripts: ['https://evil.example/x.js'], styles: [] } })),
    ).toThrow();
    expect(() =>
      loadPreloadedPages(writeDist({ '/': { scripts: ['/assets/x.js"><script>'], styles: [] } })),
    ).toThrow();
  });
});
