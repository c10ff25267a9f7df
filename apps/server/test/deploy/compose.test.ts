/**
 * compose.yaml is a full local stack (two or more app servers, PostgreSQL, MinIO for S3, Mailpit for SMTP,
 * HAProxy), checked here against the repository: the services are there, the app's settings are a
 * configuration the server accepts in production, migrations run once before the servers, and HAProxy
 * balances exactly the app services, checking /readyz. Images cannot be pulled on these machines, so the
 * stack itself is not started here (README, "Deploying").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Service = {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  ports?: string[];
};
const compose = parse(fs.readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const appServers = Object.keys(services).filter((name) => /^app\d+$/.test(name));
const haproxyConfig = fs.readFileSync(path.join(repoRoot, 'deploy/haproxy/haproxy.cfg'), 'utf8');

describe('compose.yaml', () => {
  it('has two or more app servers, PostgreSQL, MinIO, Mailpit, HAProxy and a migration step', () => {
    expect(appServers.length).toBeGreaterThanOrEqual(2);
    for (const name of ['postgres', 'minio', 'mailpit', 'haproxy', 'migrate'])
      expect(services[name]).toBeDefined();
  });

  it('builds the app from the repository’s Dockerfile, with settings the server accepts in production', () => {
    expect(fs.existsSync(path.join(repoRoot, 'Dockerfile'))).toBe(true);
    for (const name of [...appServers, 'migrate']) {
      const service = services[name];
      expect(service?.build).toBe('.');
      const config = loadConfig(service?.environment ?? {});
      expect(config.NODE_ENV).toBe('production');
      expect(config.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(config.SMTP_URL).toBe('smtp://mailpit:1025');
      expect(config.S3_ENDPOINT).toBe('http://minio:9000');
      expect(config.SEED).toBe(false);
    }
  });

  it('migrates and seeds once, after PostgreSQL is ready and before the servers start', () => {
    expect(services.migrate?.command).toEqual([
      'node',
      '--import',
      'tsx',
      'apps/server/src/db/migrate-cli.ts',
      '--seed',
    ]);
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of appServers)
      expect(services[name]?.depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
      });
  });

  it('HAProxy balances exactly the app servers, each checked on /readyz, from the mounted configuration', () => {
    const servers = [...haproxyConfig.matchAll(/^\s*server\s+(\S+)\s+(\S+):3000\s+check/gm)].map((m) => m[2]);
    expect(servers.sort()).toEqual([...appServers].sort());
    expect(haproxyConfig).toContain('option httpchk GET /readyz');
    // The queue is HAProxy's, not the servers' (decision 064): a bounded number of requests on each server, a
    // bounded wait for the rest, and a server whose connections are refused taken out at once.
    expect(haproxyConfig).toMatch(/^\s*default-server .*\bmaxconn \d+/m);
    expect(haproxyConfig).toMatch(/^\s*timeout queue \d+s$/m);
    expect(haproxyConfig).toMatch(/^\s*default-server .*\bobserve layer4 .*\bon-error mark-down/m);
    expect(services.haproxy?.volumes).toContain(
      './deploy/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
  });

  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  // HAProxy is Debian's package `haproxy` (the cluster benchmark uses it); without it this check is left out.
  it.runIf(haproxy.status === 0)('HAProxy itself finds the configuration valid (haproxy -c)', () => {
    const check = spawnSync('haproxy', ['-c', '-f', path.join(repoRoot, 'deploy/haproxy/haproxy.cfg')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    expect(`${check.stdout}${check.stderr}`).toContain('Configuration file is valid');
  });
});
