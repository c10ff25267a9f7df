/**
 * The domain modules the signed-in pages read only to show things (the dashboard's banner and next steps, status
 * badges, money, the district picker's limit) never import zod, directly or through another module: zod and
 * the schemas built with it are about 30 KB gzip of JavaScript and a long task on a phone, so only the pages
 * with forms load them (decision 020).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/** The domain package's sources (packages/domain/src). */
const domainDir = path.join(repoRoot, 'packages/domain/src');

const SHOWN_ONLY = [
  'home-submission-status',
  'waitlist-fee',
  'constants',
  'money',
  'application-status',
  'application-progress',
  'affordability',
  'postcode',
  'links',
];

/** Every module `name` loads, itself included, with the packages each imports (read from the sources). */
function loaded(name: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(name)) return seen;
  const source = fs.readFileSync(path.join(domainDir, `${name}.ts`), 'utf8');
  const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
  seen.set(
    name,
    specifiers.filter((specifier) => !specifier.startsWith('.')),
  );
  for (const specifier of specifiers) {
    if (specifier.startsWith('./')) loaded(specifier.slice(2), seen);
  }
  return seen;
}

describe('modules for showing, not forms', () => {
  it.each(SHOWN_ONLY)('%s loads no zod', (name) => {
    const withZod = [...loaded(name)]
      .filter(([, packages]) => packages.includes('zod'))
      .map(([module]) => module);
    expect(withZod).toEqual([]);
  });

  it('home-submissions.ts, with the form schemas, still offers everything home-submission-status.ts does', async () => {
    const status = await import('@stairway/domain/home-submission-status');
    const submissions = await import('@stairway/domain/home-submissions');
    for (const name of Object.keys(status)) {
      expect(submissions[name as keyof typeof submissions], name).toBe(status[name as keyof typeof status]);
    }
    expect(Object.keys(status).length).toBeGreaterThan(5);
  });

  it('the check would see zod where it is imported', () => {
    expect(loaded('validation').get('validation')).toContain('zod');
  });
});
