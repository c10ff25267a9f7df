/**
 * `npm run docs:check` (scripts/sync-docs.mjs) on copies of the repository's indexes: it fails, naming what
 * is missing or extra, when the decision index of docs/README.md, the README's "Features of the web app" or
 * packages/domain/README.md's "Modules" does not match its folder; without ../shared it skips only the
 * comparison of the shared documents' copies.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

const script = path.join(repoRoot, 'scripts/sync-docs.mjs');

/** The copies made, removed once every test has run. */
const copies: string[] = [];
afterAll(() => {
  for (const root of copies) fs.rmSync(root, { recursive: true, force: true });
});

/** Runs the check on `root`, with no shared folder beside it. */
function docsCheck(root: string) {
  const run = spawnSync(process.execPath, [script, '--check'], {
    encoding: 'utf8',
    env: { ...process.env, DOCS_ROOT: root, SHARED_DIR: path.join(root, 'no-shared-folder-here') },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A copy of what the check reads: the three index files and the folders they list (files left empty). */
function copyOfRepository(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-check-'));
  copies.push(root);
  for (const file of ['README.md', 'docs/README.md', 'packages/domain/README.md']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
  }
  fs.mkdirSync(path.join(root, 'docs/decisions'), { recursive: true });
  for (const name of fs.readdirSync(path.join(repoRoot, 'docs/decisions')))
    fs.writeFileSync(path.join(root, 'docs/decisions', name), '');
  for (const entry of fs.readdirSync(path.join(repoRoot, 'apps/web/src/features'), { withFileTypes: true }))
    if (entry.isDirectory())
      fs.mkdirSync(path.join(root, 'apps/web/src/features', entry.name), { recursive: true });
  fs.cpSync(path.join(repoRoot, 'packages/domain/src'), path.join(root, 'packages/domain/src'), {
    recursive: true,
  });
  return root;
}

describe('npm run docs:check', () => {
  it("passes on this repository's indexes, saying that without ../shared it compared no copies", () => {
    const result = docsCheck(copyOfRepository());
    expect(result.output).toContain('the decision, feature and module indexes match their folders');
    expect(result.output).toContain('nothing to compare with');
    expect(result.status).toBe(0);
  });

  it('fails naming a decision record the index leaves out, and a row whose record does not exist', () => {
    const root = copyOfRepository();
    fs.writeFileSync(path.join(root, 'docs/decisions/999-a-new-decision.md'), '');
    const index = path.join(root, 'docs/README.md');
    const text = fs.readFileSync(index, 'utf8');
    const row = text.split('\n').find((line) => line.startsWith('| [001]'));
    expect(row).toBeDefined();
    fs.writeFileSync(index, text.replace(`${row}\n`, `${row}\n| [998](decisions/998-gone.md) | Gone |\n`));

    const result = docsCheck(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('docs/README.md does not list decision record 999-a-new-decision.md');
    expect(result.output).toContain('docs/README.md lists decision record 998-gone.md, which does not exist');
    expect(result.output).not.toContain('000-template.md');
  });

  it('fails naming a feature folder the README leaves out, and a listed feature with no folder', () => {
    const root = copyOfRepository();
    fs.mkdirSync(path.join(root, 'apps/web/src/features/referrals'));
    fs.rmSync(path.join(root, 'apps/web/src/features/waitlist'), { recursive: true });

    const result = docsCheck(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('README.md does not list feature referrals');
    expect(result.output).toContain('README.md lists feature waitlist, which does not exist');
  });

  it('fails naming a domain module the README leaves out, and ignores tests', () => {
    const root = copyOfRepository();
    const src = path.join(root, 'packages/domain/src');
    fs.writeFileSync(path.join(src, 'mortgage-offers.ts'), '');
    fs.writeFileSync(path.join(src, 'mortgage-offers.test.ts'), '');
    fs.writeFileSync(path.join(src, 'estimator/bootstrap.ts'), '');
    fs.rmSync(path.join(src, 'text.ts'));

    const result = docsCheck(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('packages/domain/README.md does not list module mortgage-offers');
    expect(result.output).toContain('packages/domain/README.md does not list module estimator/bootstrap');
    expect(result.output).toContain('packages/domain/README.md lists module text, which does not exist');
    expect(result.output).not.toContain('mortgage-offers.test');
  });

  it('fails when an index has lost its heading', () => {
    const root = copyOfRepository();
    const readme = path.join(root, 'README.md');
    fs.writeFileSync(
      readme,
      fs.readFileSync(readme, 'utf8').replace('### Features of the web app', '### Features'),
    );
    const result = docsCheck(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('README.md has no "### Features of the web app" section');
  });
});
