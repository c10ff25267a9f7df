/**
 * The Dockerfile's COPY sources exist, every workspace's manifest is copied before `npm ci` (it checks the
 * lockfile against all of them; one stage copies them for both installs), the runtime stage installs
 * production dependencies only and runs as a non-root user with a health check, and what the server reads at
 * run time is in the image. Images cannot be pulled on these machines, so the image itself is not built here
 * (README, "Deploying").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments left out, split into stages. */
function stages() {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const found: Array<{ name: string; lines: string[] }> = [];
  for (const line of instructions) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) found.push({ name: from[1] ?? '', lines: [line] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

/** The sources of a stage's COPY instructions that come from the build context (not --from). */
function copySources(lines: string[]) {
  return lines
    .filter((line) => /^COPY\s/i.test(line) && !/--from=/i.test(line))
    .flatMap((line) => line.split(/\s+/).slice(1, -1));
}

const workspaces = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

describe('the Dockerfile', () => {
  const [manifests, build, runtime] = stages();

  it('has a manifests, a build and a runtime stage on the official image of the Node LTS that CI tests on', () => {
    expect([manifests?.name, build?.name, runtime?.name]).toEqual(['manifests', 'build', 'runtime']);
    // .ci/run runs the test suite on NODE_LTS_VERSION: what ships is what was tested.
    const tested = /^NODE_LTS_VERSION=(\d+\.\d+\.\d+)$/m.exec(
      fs.readFileSync(path.join(repoRoot, '.ci/run'), 'utf8'),
    );
    expect(tested?.[1]).toMatch(/^(22|24)\./);
    expect(dockerfile).toContain(`ARG NODE_IMAGE=node:${tested?.[1]}-bookworm-slim\n`);
  });

  it('copies only files and folders that exist', () => {
    for (const stage of [manifests, build, runtime]) {
      for (const source of copySources(stage?.lines ?? [])) {
        expect(fs.existsSync(path.join(repoRoot, source)), `${stage?.name}: COPY ${source}`).toBe(true);
      }
    }
  });

  it('installs from the lockfile and every workspace manifest, copied before npm ci in both stages', () => {
    const copied = copySources(manifests?.lines ?? []);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    // Nothing but the manifests: a change to the sources must not invalidate the dependencies' layer.
    expect(copied.every((source) => source.endsWith('package.json') || source === 'package-lock.json')).toBe(
      true,
    );
    for (const stage of [build, runtime]) {
      const lines = stage?.lines ?? [];
      const install = lines.findIndex((line) => line.startsWith('RUN npm ci'));
      expect(install).toBeGreaterThan(0);
      expect(lines.slice(0, install)).toContain('COPY --from=manifests /app ./');
      expect(copySources(lines.slice(0, install))).toEqual([]);
    }
  });

  it('installs production dependencies only in the runtime stage, and runs the prebuilt server', () => {
    const install = runtime?.lines.find((line) => line.startsWith('RUN npm ci')) ?? '';
    expect(install).toContain('--omit=dev');
    expect(install).toContain('-w @stairway/server');
    const server = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // The command-line tools (the migration Job) still run the sources through tsx.
    expect(server.dependencies.tsx).toBeDefined();
    expect(build?.lines).toContain('RUN npm run build:server');
    expect(runtime?.lines).toContain('COPY --from=build /app/apps/server/dist apps/server/dist');
    expect(runtime?.lines).toContain('CMD ["node", "apps/server/dist/main.mjs"]');
    // What it bundles is what the image's sources are: the build stage copies the same server sources.
    expect(copySources(build?.lines ?? [])).toEqual(
      expect.arrayContaining(['apps/server/src', 'apps/server/scripts']),
    );
  });

  it('has what the server reads at run time, the built web app, a non-root user and a health check', () => {
    const sources = copySources(runtime?.lines ?? []);
    for (const needed of [
      'apps/server/src',
      'apps/server/seed-data',
      'packages/domain/src',
      'tsconfig.base.json',
    ])
      expect(sources).toContain(needed);
    expect(runtime?.lines).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
    expect(runtime?.lines).toContain('USER node');
    expect(runtime?.lines.some((line) => line.startsWith('HEALTHCHECK') && line.includes('/healthz'))).toBe(
      true,
    );
  });

  it('leaves local state and dependencies out of the build context', () => {
    const ignored = fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '**/node_modules', 'data', '.env']) expect(ignored).toContain(entry);
  });
});
