/**
 * Builds the prebuilt server (decision 064): apps/server/src/main.ts and everything it imports from
 * this workspace (the server's sources and @stairway/domain) bundled by esbuild into one ES module,
 * apps/server/dist/main.mjs, with the npm packages left as imports of node_modules. Run by
 * `npm run build:server`; the container image and `npm run bench:cluster` start the server from it
 * (`node apps/server/dist/main.mjs`), which starts several times faster than through tsx, which compiles every
 * module at each start. `npm start` and the tests keep running the sources through tsx.
 *
 * @returns nothing; writes dist/main.mjs and its source map; exits 1 with esbuild's messages when the build fails
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// The server's npm dependencies stay in node_modules (one copy of each, as the sources load them); only the
// workspace's own TypeScript is bundled.
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@stairway/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
try {
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: path.join(serverDir, 'dist/main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    tsconfig: path.join(serverDir, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    // Bundled CommonJS code that calls require() (none of ours; a dependency's helper) gets one.
    banner: {
      js: "import { createRequire as stairwayCreateRequire } from 'node:module';\nconst require = stairwayCreateRequire(import.meta.url);",
    },
  });
} catch {
  process.exit(1);
}
const size = fs.statSync(path.join(serverDir, 'dist/main.mjs')).size;
console.log(
  `Built apps/server/dist/main.mjs (${(size / 1024 / 1024).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms.`,
);
