/**
 * CI's dependency audit (.ci/audit.mjs, issue 15 item 9) on saved `npm audit --json` reports: a high or
 * critical advisory in a production dependency fails CI naming the package; a registry without an audit
 * endpoint skips the step with the reason printed (or fails with AUDIT_REQUIRED=1).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

function audit(report: unknown, env: Record<string, string> = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'audit-')), 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  const run = spawnSync(process.execPath, [path.join(repoRoot, '.ci/audit.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, AUDIT_REPORT_FILE: file, AUDIT_REQUIRED: '', ...env },
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

  it('skips with the reason when the registry cannot audit, unless AUDIT_REQUIRED=1', () => {
    const skipped = audit(unavailable);
    expect(skipped.status).toBe(0);
    expect(skipped.output).toContain(
      'Dependency audit skipped: the registry could not audit (405 Method Not Allowed',
    );
    expect(audit(unavailable, { AUDIT_REQUIRED: '1' }).status).toBe(1);
  });
});
