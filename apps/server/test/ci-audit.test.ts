/**
 * CI's dependency audit (.ci/audit.mjs) on saved `npm audit --json` reports: a high or critical advisory in a
 * production dependency fails CI naming the package; a registry without an audit endpoint leaves the step not
 * run, and it says so plainly: how many production packages went unchecked, that no offline check exists here
 * (decision 048) and the last audit made elsewhere (or fails with AUDIT_REQUIRED=1).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/** A package-lock.json with two production packages (one twice), a dev-only one and a workspace link. */
const lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'root', workspaces: ['apps/server'] },
    'apps/server': { name: '@stairway/server', version: '0.0.0' },
    'node_modules/@stairway/server': { resolved: 'apps/server', link: true },
    'node_modules/prod-lib': { version: '1.0.0' },
    'node_modules/@scope/other': { version: '2.1.0' },
    'apps/server/node_modules/prod-lib': { version: '1.0.0' },
    'node_modules/test-only': { version: '3.0.0', dev: true },
  },
};

function audit(report: unknown, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
  const file = path.join(dir, 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lockfile));
  const run = spawnSync(process.execPath, [path.join(repoRoot, '.ci/audit.mjs')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      AUDIT_REPORT_FILE: file,
      AUDIT_LOCKFILE: path.join(dir, 'package-lock.json'),
      AUDIT_REQUIRED: '',
      ...env,
    },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const unavailable = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  error: { summary: '', detail: '' },
};

describe('the CI dependency audit', () => {
  it('fails on a high advisory in a production dependency, naming it', () => {
    const result = audit({
      vulnerabilities: {
        'bad-lib': {
          name: 'bad-lib',
          severity: 'high',
          range: '<1.2.3',
          via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx' }],
        },
        'meh-lib': { name: 'meh-lib', severity: 'moderate', range: '<2', via: [] },
      },
      metadata: { vulnerabilities: { low: 0, moderate: 1, high: 1, critical: 0 } },
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('bad-lib (high, <1.2.3): Prototype pollution');
    expect(result.output).not.toContain('meh-lib');
  });

  it('passes with only low and moderate advisories', () => {
    const result = audit({
      vulnerabilities: {},
      metadata: { vulnerabilities: { low: 2, moderate: 1, high: 0, critical: 0 } },
    });
    expect(result).toEqual({
      status: 0,
      output: expect.stringContaining('no high or critical advisories in production dependencies'),
    });
  });

  it('says plainly when nothing was checked: how many packages, why, and the last audit elsewhere', () => {
    const notRun = audit(unavailable);
    expect(notRun.status).toBe(0);
    expect(notRun.output).toContain(
      'Dependency audit NOT RUN: the registry could not audit (405 Method Not Allowed',
    );
    expect(notRun.output).toContain(
      'The 2 production packages in package-lock.json have NOT been checked for known high or critical advisories.',
    );
    expect(notRun.output).toContain('(decision 048, looked for on 2026-11-29)');
    expect(notRun.output).toContain('Last audit made elsewhere: none on record.');
    expect(notRun.output).not.toContain('no high or critical advisories');
    expect(audit(unavailable, { AUDIT_REQUIRED: '1' }).status).toBe(1);
  });

  it('still says nothing was checked when npm gives no report and the lockfile cannot be read', () => {
    const result = audit('not json', { AUDIT_LOCKFILE: path.join(os.tmpdir(), 'no-such-lock.json') });
    expect(result.status).toBe(0);
    expect(result.output).toContain('Dependency audit NOT RUN');
    expect(result.output).toContain('The production dependencies have NOT been checked');
  });
});
