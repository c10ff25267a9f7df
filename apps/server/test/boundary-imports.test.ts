/**
 * The services, providers, database helpers and libraries know nothing of GraphQL (issue 8, part 1): they
 * throw AppError (src/lib/app-error.ts), and only the edge mapper, src/lib/graphql-errors.ts, imports
 * `graphql`. This test fails when any other file there does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const EDGE_MAPPER = 'lib/graphql-errors.ts';

/** Every .ts and .tsx file under a folder, as paths relative to src/. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(src, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)));
}

/** Whether a file imports `graphql` (or one of its subpaths), statically or dynamically. */
const importsGraphql = (file: string) =>
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]graphql(?:\/[^'"]*)?['"]/.test(
    fs.readFileSync(path.join(src, file), 'utf8'),
  );

describe('GraphQL stays at the edge', () => {
  it('no file under services/, providers/, db/ or lib/ imports graphql, except the edge mapper', () => {
    const files = ['services', 'providers', 'db', 'lib'].flatMap(sourceFiles);
    expect(files).toContain('services/incomes.ts');
    expect(files.filter((file) => file !== EDGE_MAPPER && importsGraphql(file))).toEqual([]);
  });

  it('recognises an import of graphql (the check can fail)', () => {
    expect(importsGraphql(EDGE_MAPPER)).toBe(true);
  });
});
