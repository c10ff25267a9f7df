/**
 * Features do not import each other (docs/architecture.md §1: imports flow shared -> features -> app). Every
 * folder under src/features is a feature, so a new one is covered without editing any list. A file in
 * features/A may import only:
 *
 * - any file of features/A itself;
 * - the shared places: components/ (shared UI), lib/ (client, session, helpers), gql/ (the generated GraphQL
 *   documents and types), assets/ (images) and testing/ (test helpers);
 * - packages (@stairway/domain, React, Mantine…).
 *
 * Not another feature, not app/ (the router and layouts compose the features), nor main.tsx, zod-config.ts or
 * any other part of src/ not listed above. What two features both need moves to components/ or lib/; a page
 * that shows two features is composed in app/. No feature has a public index (the architecture names none),
 * so nothing inside another feature is importable.
 *
 * Every import is read with TypeScript's parser (static and type-only imports, re-exports, `import()`,
 * `import('…')` types, `require`, and vi.mock and its kin in tests) and resolved: a relative path by its
 * location, a bare one with TypeScript's module resolution under apps/web/tsconfig.json, so path aliases
 * (compilerOptions.paths, which a Vite alias also needs for the types to check) are followed. The web has no
 * alias today (Vite's only alias swaps React Router for its production build). A specifier that is not a
 * string literal cannot be checked and fails too.
 *
 * Biome (biome.json) still keeps components/ and lib/ from importing features/ or app/; that rule names no
 * feature.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '..');
const features = path.join(src, 'features');
const THIS_FILE = path.join(features, 'feature-boundaries.test.ts');

/** The folders of src/ a feature may import from (besides itself and packages). */
const SHARED = ['components', 'lib', 'gql', 'assets', 'testing'];

/** Calls whose first argument is a module specifier. */
const MODULE_CALLS = new Set([
  'require',
  'vi.mock',
  'vi.doMock',
  'vi.unmock',
  'vi.doUnmock',
  'vi.importActual',
  'vi.importMock',
]);

const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(src, '../tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  path.join(src, '..'),
).options;
const resolutionCache = ts.createModuleResolutionCache(src, (name) => name, compilerOptions);

/** Every .ts and .tsx file under src/features, as absolute paths. */
function featureFiles(): string[] {
  return fs
    .readdirSync(features, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The module specifiers a source imports, each with its line (1-based); `undefined` for an import whose
 * specifier is not a string literal.
 */
function importsOf(file: string, text: string): Array<{ specifier: string | undefined; line: number }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ specifier: string | undefined; line: number }> = [];
  const add = (node: ts.Node, expression: ts.Node | undefined) =>
    found.push({
      specifier: expression && ts.isStringLiteralLike(expression) ? expression.text : undefined,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node, node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        MODULE_CALLS.has(node.expression.getText(source)))
    ) {
      add(node, node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Where a specifier imported by `file` leads, relative to src/ (e.g. `features/homes/lib/x`, or
 * `../../server/x` outside it), or undefined for a package.
 */
function targetOf(file: string, specifier: string): string | undefined {
  let resolved: string | undefined;
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    resolved = path.resolve(path.dirname(file), specifier);
  } else {
    const module = ts.resolveModuleName(
      specifier,
      file,
      compilerOptions,
      ts.sys,
      resolutionCache,
    ).resolvedModule;
    if (!module || module.isExternalLibraryImport) return undefined;
    resolved = module.resolvedFileName;
  }
  return path.relative(src, resolved);
}

/** The feature a file is in (its first folder under src/features), or undefined. */
const featureOf = (relative: string) => {
  const [top, feature, ...rest] = relative.split(path.sep);
  return top === 'features' && feature && rest.length > 0 ? feature : undefined;
};

/** What is wrong with each import of a file in a feature, one sentence each (none when all are allowed). */
function boundaryViolations(file: string, text: string): string[] {
  const from = path.relative(src, file);
  const feature = featureOf(from);
  if (!feature) return [`${from} is not inside a feature folder (features/<feature>/…)`];
  return importsOf(file, text).flatMap(({ specifier, line }) => {
    if (specifier === undefined) return [`${from}:${line} imports a module named by an expression`];
    const target = targetOf(file, specifier);
    if (target === undefined) return [];
    const where = `${from}:${line} imports '${specifier}' (${target})`;
    const top = target.split(path.sep)[0] ?? '';
    if (top === 'features') {
      const other = featureOf(target);
      if (other === feature) return [];
      return [`${where}: feature ${feature} imports from feature ${other ?? '(none)'}`];
    }
    if (SHARED.includes(top)) return [];
    if (top === '..') return [`${where}: feature ${feature} imports a file outside apps/web/src`];
    return [
      `${where}: feature ${feature} imports ${top}, which is not a shared place (${SHARED.join(', ')})`,
    ];
  });
}

describe('feature boundaries', () => {
  it('no file in a feature imports another feature, app/ or anything else outside the shared places', () => {
    const files = featureFiles().filter((file) => file !== THIS_FILE);
    expect(files.map((file) => featureOf(path.relative(src, file)))).toContain('homes');
    expect(files.flatMap((file) => boundaryViolations(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds each kind of import that crosses a boundary (the check can fail)', () => {
    const file = path.join(features, 'homes/components/example.tsx');
    const text = [
      "import { countHomes } from '../lib/listing-text';",
      "import { describeListing } from '../../landlord/lib/listing-text';",
      "import type { Profile } from '../../../features/account/hooks/use-profile';",
      "export * from '../../settings/graphql/settings';",
      "import { paths } from '../../../lib/paths';",
      "import { schema } from '../../../../../server/src/schema/index';",
      "import { Button } from '@mantine/core';",
      "const router = () => import('../../../app/router');",
      "vi.mock('../../ops/format', () => ({}));",
      'type Page = import("../../pipeline/pipeline-page").Props;',
      'const page = import(name);',
    ].join('\n');
    expect(boundaryViolations(file, text)).toEqual([
      "features/homes/components/example.tsx:2 imports '../../landlord/lib/listing-text' (features/landlord/lib/listing-text): feature homes imports from feature landlord",
      "features/homes/components/example.tsx:3 imports '../../../features/account/hooks/use-profile' (features/account/hooks/use-profile): feature homes imports from feature account",
      "features/homes/components/example.tsx:4 imports '../../settings/graphql/settings' (features/settings/graphql/settings): feature homes imports from feature settings",
      "features/homes/components/example.tsx:6 imports '../../../../../server/src/schema/index' (../../server/src/schema/index): feature homes imports a file outside apps/web/src",
      "features/homes/components/example.tsx:8 imports '../../../app/router' (app/router): feature homes imports app, which is not a shared place (components, lib, gql, assets, testing)",
      "features/homes/components/example.tsx:9 imports '../../ops/format' (features/ops/format): feature homes imports from feature ops",
      "features/homes/components/example.tsx:10 imports '../../pipeline/pipeline-page' (features/pipeline/pipeline-page): feature homes imports from feature pipeline",
      'features/homes/components/example.tsx:11 imports a module named by an expression',
    ]);
  });
});
