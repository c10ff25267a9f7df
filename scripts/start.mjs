#!/usr/bin/env node
/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the server,
 * which migrates and (when empty) seeds the database under ./data and serves http://localhost:3000. SIGINT and
 * SIGTERM are passed to the server, which drains its requests and exits (SHUTDOWN_GRACE_SECONDS); a second
 * Ctrl-C stops it at once; and the server stops when this process or npm's goes, however it went.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'apps/server/schema.graphql',
];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'gql' || entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
const sourcesChanged = Math.max(...sources.map(newestMtime)) > built;
if (!built || sourcesChanged) {
  console.log(built ? 'The web app changed: rebuilding it…' : 'Building the web app (first start only)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@stairway/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in its own process group (detached), so that Ctrl-C in a terminal reaches it once, from here,
// rather than twice (a second signal stops it without draining). An IPC channel tells it when this process
// has gone, even by kill -9 (apps/server/src/main.ts then shuts down).
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
  detached: true,
});
let stopping = false;
function stop(signal) {
  if (stopping && signal !== 'SIGINT') return;
  stopping = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// `kill <pid of npm start>` ends npm but not this process: when the parent goes, stop the server.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
