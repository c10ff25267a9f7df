#!/usr/bin/env node
/**
 * Keeps the copies in `docs/` of the shared project documents current. The documents are written in
 * `../shared` (beside this repository), which stays the source of truth; the copies let a newcomer follow
 * every citation in the code ("spec §9", "ARCHITECTURE.md §4", "domain-research §2.5", "DESIGN.md") from
 * this repository alone.
 *
 * It also keeps this repository's own indexes true to their folders: the decision index in `docs/README.md`
 * lists exactly the records in `docs/decisions/` (but the template), the README's feature list exactly the
 * folders of `apps/web/src/features/`, and `packages/domain/README.md` exactly the modules of
 * `packages/domain/src/` (every non-test `.ts`, `estimator/…` and `testing/…` included).
 *
 *   npm run docs:sync     copy every document again, each under a line saying where it comes from; warn about
 *                         an index that does not match its folder
 *   npm run docs:check    exit 1 when a copy differs from its source (that part skipped when ../shared is
 *                         absent) or when an index does not match its folder, naming what is missing or extra
 *
 * SHARED_DIR names the shared folder when it is not `../shared` (e.g. from a git worktree elsewhere);
 * DOCS_ROOT names the repository to check (the tests point it at a copy).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.DOCS_ROOT
  ? path.resolve(process.env.DOCS_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, process.env.SHARED_DIR ?? '../shared');

/** Each copy: its path under docs/, the source under ../shared, and what the code calls it. */
const COPIES = [
  ['product-spec.md', 'spec/product-spec.md', '"spec §N"'],
  ['architecture.md', 'ARCHITECTURE.md', '"ARCHITECTURE.md §N"'],
  ['domain-research.md', 'reference/domain-research.md', '"domain-research §N"'],
  ['design.md', 'DESIGN.md', '"DESIGN.md"'],
  ['style.md', 'STYLE.md', '"STYLE.md §N"'],
  ['stack-recipe.md', 'reference/stack-recipe.md', '"stack-recipe.md"'],
  ['data-sources/rightmove-forsale-uk-2025.md', 'data/rightmove-forsale-uk-2025/SOURCE.md', '"SOURCE.md"'],
  [
    'data-sources/uk-outcode-centroids.md',
    'data/uk-outcode-centroids/SOURCE.md',
    '"shared/data/uk-outcode-centroids"',
  ],
  ...[
    'local-authority-rent-and-price-quartiles-2019',
    'isle-of-wight-ukhpi-and-private-rents',
    'zoopla-london-rentals-2020',
    'land-registry-ppd-england-wales-2018-11-trimmed',
    'land-registry-ppd-isle-of-wight',
  ].map((name) => [`data-sources/${name}.md`, `data/${name}/SOURCE.md`, `"shared/data/${name}"`]),
];

/** The copy of one document: a note on where it comes from, then the document unchanged. */
function copyOf(source, citedAs) {
  const text = fs.readFileSync(path.join(shared, source), 'utf8');
  const note =
    `> Copied from \`../shared/${source}\`, which is the source of truth: change it there, then run ` +
    `\`npm run docs:sync\`. The code cites it as ${citedAs}.\n\n`;
  return note + text;
}

/** The lines of one section of a Markdown file: from its heading to the next heading of the same or a higher level. */
function section(file, heading) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) return null;
  const level = heading.match(/^#+/)?.[0].length ?? 1;
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && (line.match(/^#+/)?.[0].length ?? 0) <= level,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The names a section lists as bullets that start with a name in backticks: "- `name`: what it is". */
function bulletNames(lines) {
  return lines.flatMap((line) => {
    const match = line.match(/^- `([^`]+)`/);
    return match ? [match[1]] : [];
  });
}

/** The differences between what an index lists and what its folder holds, one line each. */
function compare(index, listed, present, what) {
  const problems = [];
  const seen = new Set();
  for (const name of listed) {
    if (seen.has(name)) problems.push(`${index} lists ${what} ${name} twice`);
    seen.add(name);
  }
  const wanted = new Set(present);
  for (const name of present) if (!seen.has(name)) problems.push(`${index} does not list ${what} ${name}`);
  for (const name of seen)
    if (!wanted.has(name)) problems.push(`${index} lists ${what} ${name}, which does not exist`);
  return problems;
}

/** Every non-test TypeScript module under a folder, as its import path without `.ts` (e.g. estimator/train). */
function modulesUnder(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) return modulesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts'))
        return [];
      return [`${prefix}${entry.name.replace(/\.tsx?$/, '')}`];
    })
    .sort();
}

/** The repository's own indexes, each against its folder: one line per thing missing, extra or listed twice. */
function indexProblems() {
  const problems = [];

  const decisionsHeading = '## Decision records';
  const decisions = section('docs/README.md', decisionsHeading);
  if (!decisions) problems.push(`docs/README.md has no "${decisionsHeading}" section`);
  else {
    const listed = decisions.flatMap((line) =>
      line.startsWith('|')
        ? [...line.matchAll(/\]\(decisions\/([^)#]+\.md)\)/g)].map((match) => match[1])
        : [],
    );
    const files = fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .filter((name) => name.endsWith('.md') && name !== '000-template.md');
    problems.push(...compare('docs/README.md', listed, files, 'decision record'));
  }

  const featuresHeading = '### Features of the web app';
  const features = section('README.md', featuresHeading);
  if (!features) problems.push(`README.md has no "${featuresHeading}" section`);
  else {
    const folders = fs
      .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    problems.push(...compare('README.md', bulletNames(features), folders, 'feature'));
  }

  const modulesHeading = '## Modules';
  const modules = section('packages/domain/README.md', modulesHeading);
  if (!modules) problems.push(`packages/domain/README.md has no "${modulesHeading}" section`);
  else {
    const present = modulesUnder(path.join(root, 'packages/domain/src'));
    problems.push(...compare('packages/domain/README.md', bulletNames(modules), present, 'module'));
  }
  return problems;
}

const check = process.argv.includes('--check');
let failed = false;

const indexes = indexProblems();
if (indexes.length > 0) {
  const log = check ? console.error : console.warn;
  log(
    `These indexes do not match their folders; change the index (or the folder):\n  ${indexes.join('\n  ')}`,
  );
  failed = check;
} else if (check) {
  console.log('docs: the decision, feature and module indexes match their folders.');
}

if (!fs.existsSync(shared)) {
  console.log(`docs: ${shared} is not here, so there is nothing to ${check ? 'compare with' : 'copy'}.`);
  process.exit(failed ? 1 : 0);
}

const stale = [];
for (const [target, source, citedAs] of COPIES) {
  const file = path.join(root, 'docs', target);
  const wanted = copyOf(source, citedAs);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === wanted) continue;
  if (check) {
    stale.push(`docs/${target} (from ../shared/${source})`);
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, wanted);
    console.log(`docs/${target} ← ../shared/${source}`);
  }
}

if (check && stale.length > 0) {
  console.error(`These copies differ from ../shared; run npm run docs:sync:\n  ${stale.join('\n  ')}`);
  failed = true;
} else if (check) {
  console.log('docs: every copy matches ../shared.');
}
process.exit(failed ? 1 : 0);
