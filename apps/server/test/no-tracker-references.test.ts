/**
 * The code explains itself without the team's issue tracker: a comment, docstring or test title that cites
 * "issue 29 item 1" points a reader of the repository at something they cannot open, so the rule is written
 * out instead (decisions, spec sections and docs/ pages are in the repository and may be cited). This test
 * reads every TypeScript and JavaScript source the team writes and names each file and line that cites an
 * issue number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/** The folders the team writes code in (generated code, builds and dependencies are skipped). */
const FOLDERS = ['apps/server', 'apps/web', 'packages/domain', 'e2e', 'scripts', '.ci', 'deploy'];
/** Files outside those folders, or without a source file's extension, read as well. */
const FILES = ['Dockerfile', 'compose.yaml', '.ci/run', 'vitest.config.ts'];
const SKIPPED = new Set(['node_modules', 'dist', 'gql', '.output', 'coverage']);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|ya?ml)$/;
const TRACKER_REFERENCE = /\bissues? #?\d+/i;

/** Every source file under `folder`, relative to the repository's root. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(relative);
      } else if (SOURCE.test(entry.name)) found.push(relative);
    }
  };
  walk(folder);
  return found;
}

describe('references to the issue tracker', () => {
  it('are nowhere in the code: each rule is written out where it applies', () => {
    // This file names the forms it looks for, so it is the one file not read.
    const files = [...FOLDERS.flatMap(sourceFiles), ...FILES].filter(
      (file) => !file.endsWith('no-tracker-references.test.ts'),
    );
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would be found: the pattern matches the forms the code used to cite', () => {
    for (const cited of ['(issue 29 item 1)', 'Issue 33:', 'issues 12 and 14', 'issue #7'])
      expect(TRACKER_REFERENCE.test(cited)).toBe(true);
    for (const allowed of ['decision 052', 'spec §7', 'tissue 3', 'issued 4 times'])
      expect(TRACKER_REFERENCE.test(allowed)).toBe(false);
  });
});
