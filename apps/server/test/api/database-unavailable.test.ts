/**
 * While the database cannot be reached (PostgreSQL stopped or restarting, bench/FAULTS.md), the API answers
 * SERVICE_UNAVAILABLE with HTTP 503 and Retry-After, saying nothing was saved, instead of the masked
 * INTERNAL_SERVER_ERROR (HTTP 500) of a fault: people are told to try again shortly, and clients and monitors
 * can tell an outage from a bug. Here the database's address has nothing listening (ECONNREFUSED).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/composition';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/errors';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/lib/app-error';
import { createLogger } from '../../src/lib/logger';
import { createGraphQL, type GraphQLServer } from '../../src/yoga';
import { freePort } from '../helpers';

describe('the API while the database is unavailable', () => {
  let database: Database;
  let yoga: GraphQLServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-outage-'));
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/stairway`,
      migrate: false,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'silent',
    });
    yoga = createGraphQL(await createServices(config, { database, logger: createLogger('silent') }));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers SERVICE_UNAVAILABLE with HTTP 503 and Retry-After, not an internal error', async () => {
    const response = await yoga.fetch('http://localhost/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getPostcodeDistricts(input: { outcodes: ["SO16"] }) { outcode } }' }),
    });
    const text = await response.clone().text();
    expect(response.status, text).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0]?.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
  });

  it('tells an unreachable database from a wrong query', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query', {
          cause: Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          }),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});
