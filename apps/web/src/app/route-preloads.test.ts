/**
 * The pages the server hints route chunks for (route-preloads.ts) are routes of the router, at the paths of
 * lib/paths.ts, and their modules exist (the build fails when a module is not a chunk of it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { ROUTE_PRELOADS } from './route-preloads';
import { routes } from './router';

const webRoot = path.resolve(__dirname, '../..');

describe('ROUTE_PRELOADS', () => {
  it('lists /, /login, the dashboard and the explore page, at the paths of lib/paths.ts', () => {
    expect(ROUTE_PRELOADS.map((page) => page.path)).toEqual([
      paths.landing,
      paths.login,
      paths.dashboard,
      paths.homes.explore,
    ]);
  });

  it.each(ROUTE_PRELOADS)('$path is a page of the router, and its modules exist', (page) => {
    const matches = matchRoutes(routes, page.path) ?? [];
    expect(matches.at(-1)?.route.path).toBe(page.path);
    for (const module of page.modules) expect(fs.existsSync(path.join(webRoot, module))).toBe(true);
  });
});
