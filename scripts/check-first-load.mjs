/**
 * Checks the JavaScript a browser loads before the first page shows (decision record 020), from the web
 * app's build output (apps/web/dist/.vite/manifest.json): the entry script and everything it imports
 * statically, plus the page's own lazily loaded route chunk and its static imports (the router loads that
 * before it renders the page). Sizes are gzip (level 6, what the server sends) of the built files, so the
 * figure is the same on every machine for the same build.
 *
 *   npm run check:first-load                      # checks / and /login (npm test runs it after the build)
 *   node scripts/check-first-load.mjs --report    # also lists the files of each page
 *
 * The target is FIRST_LOAD_TARGET_KB (150 KB), and the check fails above it (FIRST_LOAD_LIMIT_KB): / is
 * 140.5 KB, /login 149.2 KB (its form is @mantine/form's, and its alerts and error reading load lazily;
 * decision record 020). Exits 1 over the limit, or when the build output is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
/** The target, KB (1,024 bytes) gzip of JavaScript before the first page shows. */
export const FIRST_LOAD_TARGET_KB = 150;
/**
 * The most the check allows, KB gzip: the target (today: / 140.5 KB, /login 149.2 KB: React, React Router,
 * Mantine's core and, on /login, @mantine/form; decision record 020).
 */
export const FIRST_LOAD_LIMIT_KB = FIRST_LOAD_TARGET_KB;
/** The pages checked, with the source module of their route (apps/web/src/app/router.tsx). */
export const CHECKED_PAGES = [
  { path: '/', module: 'src/features/landing/landing-page.tsx' },
  { path: '/login', module: 'src/features/account/login-page.tsx' },
];

/**
 * The JavaScript files a page loads before it shows, with their gzip sizes.
 * @param manifest Vite's build manifest
 * @param pageModule the page's route module (a manifest key)
 * @returns files (relative to dist) and their gzip bytes
 */
export function firstLoad(manifest, pageModule) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  if (!manifest[pageModule]) throw new Error(`The manifest has no chunk for ${pageModule}`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  visit(pageModule);
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (!fs.existsSync(manifestFile)) {
    console.error(`${path.relative(root, manifestFile)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const report = process.argv.includes('--report');
  let failed = false;
  for (const page of CHECKED_PAGES) {
    const files = firstLoad(manifest, page.module);
    const totalKb = files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
    const over = totalKb > FIRST_LOAD_LIMIT_KB;
    failed ||= over;
    const target =
      totalKb > FIRST_LOAD_TARGET_KB
        ? `${(totalKb - FIRST_LOAD_TARGET_KB).toFixed(1)} KB over the ${FIRST_LOAD_TARGET_KB} KB target`
        : `within the ${FIRST_LOAD_TARGET_KB} KB target`;
    console.log(
      `${over ? '✗' : '✓'} ${page.path}: ${totalKb.toFixed(1)} KB gzip of JavaScript before the page shows ` +
        `(${files.length} files; limit ${FIRST_LOAD_LIMIT_KB} KB; ${target})`,
    );
    if (report || over) {
      for (const f of files) console.log(`    ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
