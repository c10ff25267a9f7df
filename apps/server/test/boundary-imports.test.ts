/**
 * The server's layers (ARCHITECTURE.md §1), checked on the import statements of src/:
 *
 * - GraphQL stays at the edge: services/, providers/, db/ and lib/ know nothing of GraphQL. They throw AppError
 *   (src/lib/app-error.ts), and only the edge mapper, src/lib/graphql-errors.ts, imports `graphql`.
 * - schema/ reaches the database only through services/: no resolver file imports drizzle-orm, and it imports
 *   from db/ only types (row types, `Db`), never the tables or the client.
 * - lib/ and db/ sit below services/: nothing under them imports services/ (not even a type).
 * - The composition root, src/composition.ts, wires services and providers together; services/ (and schema/,
 *   policies/, lib/, providers/) never import it. Entry points (main.ts, the command-line tools, the tests) do.
 * - policies/ are pure (actor, entity) => boolean: they import only types, and the domain package.
 *
 * Each check reads every .ts and .tsx file under its folders, so a new file is checked without listing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const EDGE_MAPPER = 'lib/graphql-errors.ts';
/** The composition root, without its extension, as imports resolve it. */
const COMPOSITION_ROOT = 'composition';

/** Every .ts and .tsx file under a folder, as paths relative to src/. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(src, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)));
}

/** Reads a source file under src/. */
const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');

/** Whether a file imports `graphql` (or one of its subpaths), statically or dynamically. */
const importsGraphql = (file: string) =>
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]graphql(?:\/[^'"]*)?['"]/.test(read(file));

/**
 * One import of a file: what it names, resolved when relative (a path under src/ without its extension, e.g.
 * `services/settings`; `..` first when it leaves src/), else the package as written (`drizzle-orm`); and
 * whether it brings in only types (`import type`, or every name marked `type`).
 */
type Import = { target: string; typeOnly: boolean };

/**
 * The imports and re-exports of a source text: static `import … from`, `export … from`, side-effect `import '…'`
 * and dynamic `import('…')`, over several lines where they are written so.
 * @param text the file's text
 * @param file its path relative to src/, to resolve relative specifiers
 * @returns every import, in the order written
 */
function importsIn(text: string, file: string): Import[] {
  const resolve = (specifier: string) =>
    specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(file), specifier).replace(/\.(?:[cm]?js|tsx?)$/, '')
      : specifier;
  const found: Import[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const [, , typeKeyword, names = '', specifier = ''] of text.matchAll(statement)) {
    const braced = /^\{([\s\S]*)\}$/.exec(names.trim());
    const everyNameIsType = Boolean(
      braced?.[1]
        ?.split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
        .every((name) => name.startsWith('type ')),
    );
    found.push({ target: resolve(specifier), typeOnly: Boolean(typeKeyword) || everyNameIsType });
  }
  for (const [, specifier = ''] of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    found.push({ target: resolve(specifier), typeOnly: false });
  }
  for (const [, specifier = ''] of text.matchAll(/(?<!typeof\s*)\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ target: resolve(specifier), typeOnly: false });
  }
  return found;
}

/** The imports of a source file under src/. */
const importsOf = (file: string) => importsIn(read(file), file);

/** Whether an import names a folder under src/ (e.g. `services`) or a file in it. */
const isUnder = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);

/** Each file's imports that break a rule, as "file -> target", for a readable failure. */
function breaches(files: string[], breaks: (imported: Import, file: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((imported) => breaks(imported, file))
      .map((imported) => `${file} -> ${imported.target}`),
  );
}

/** Whether an import is drizzle-orm or one of its subpaths. */
const isDrizzle = (target: string) => target === 'drizzle-orm' || target.startsWith('drizzle-orm/');

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

describe('the layers import downwards only', () => {
  it('schema/ imports neither drizzle-orm nor anything but types from db/: its queries are in services/', () => {
    const files = sourceFiles('schema');
    expect(files).toEqual(
      expect.arrayContaining([
        'schema/co-applicant/co-applicant-user-type.ts',
        'schema/operator/operator-queries.ts',
      ]),
    );
    expect(
      breaches(
        files,
        (imported) => isDrizzle(imported.target) || (isUnder(imported.target, 'db') && !imported.typeOnly),
      ),
    ).toEqual([]);
  });

  it('nothing under lib/ or db/ imports services/, not even a type', () => {
    const files = ['lib', 'db'].flatMap(sourceFiles);
    expect(files).toEqual(expect.arrayContaining(['db/seed/import-listings.ts', 'lib/tokens.ts']));
    expect(breaches(files, (imported) => isUnder(imported.target, 'services'))).toEqual([]);
  });

  it('services/ (nor schema/, policies/, lib/ or providers/) never import the composition root', () => {
    expect(fs.existsSync(path.join(src, `${COMPOSITION_ROOT}.ts`))).toBe(true);
    const files = ['services', 'schema', 'policies', 'lib', 'providers'].flatMap(sourceFiles);
    expect(files).toContain('services/operators.ts');
    expect(breaches(files, (imported) => imported.target === COMPOSITION_ROOT)).toEqual([]);
  });

  it('policies/ are pure: they import only types, and the domain package', () => {
    const files = sourceFiles('policies');
    expect(files).toContain('policies/applications.ts');
    expect(
      breaches(files, (imported) => !imported.typeOnly && !imported.target.startsWith('@stairway/domain')),
    ).toEqual([]);
  });
});

describe('the import reader (the checks can fail)', () => {
  it('resolves relative imports and tells type-only imports from the rest, over several lines', () => {
    const text = [
      "import { and, eq } from 'drizzle-orm';",
      "import type { ApplicationRow } from '../db/rows';",
      "import { type Db, type Tx } from '../db/client';",
      'import {',
      '  getSettings,',
      '  type Settings,',
      "} from '../services/settings';",
      "export { homeColumns } from '../db/district-homes';",
      "import '../composition';",
      "const later = () => import('./later');",
    ].join('\n');
    expect(importsIn(text, 'lib/example.ts')).toEqual([
      { target: 'drizzle-orm', typeOnly: false },
      { target: 'db/rows', typeOnly: true },
      { target: 'db/client', typeOnly: true },
      { target: 'services/settings', typeOnly: false },
      { target: 'db/district-homes', typeOnly: false },
      { target: 'composition', typeOnly: false },
      { target: 'lib/later', typeOnly: false },
    ]);
  });

  it('finds the imports that do cross a layer: the composition root imports services/ and the database', () => {
    const targets = importsOf(`${COMPOSITION_ROOT}.ts`);
    expect(targets).toContainEqual({ target: 'services/email-outbox', typeOnly: false });
    expect(targets).toContainEqual({ target: 'db/client', typeOnly: false });
    expect(importsOf('services/operators.ts').some((imported) => isDrizzle(imported.target))).toBe(true);
  });
});
