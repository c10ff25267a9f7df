#!/usr/bin/env node
/**
 * Keeps the copies in `docs/` of the shared project documents current. The documents are written in
 * `../shared` (beside this repository), which stays the source of truth; the copies let a newcomer follow
 * every citation in the code ("spec §9", "ARCHITECTURE.md §4", "domain-research §2.5", "DESIGN.md") from
 * this repository alone.
 *
 *   npm run docs:sync     copy every document again, each under a line saying where it comes from
 *   npm run docs:check    exit 1 when a copy differs from its source (skipped when ../shared is absent)
 *
 * SHARED_DIR names the shared folder when it is not `../shared` (e.g. from a git worktree elsewhere).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const check = process.argv.includes('--check');
if (!fs.existsSync(shared)) {
  console.log(`docs: ${shared} is not here, so there is nothing to ${check ? 'compare with' : 'copy'}.`);
  process.exit(0);
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
  process.exit(1);
}
if (check) console.log('docs: every copy matches ../shared.');
