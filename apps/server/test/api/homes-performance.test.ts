/**
 * getHomesSelection at scale (decision records 020 and 034): a fixed number of SQL queries whatever the
 * number of homes (no N+1), the homes read from the read model district_homes by its primary key, and the
 * answer compressed over HTTP when the request accepts it. Timings are measured by `npm run bench`, never
 * here.
 */
import zlib from 'node:zlib';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/app';
import { loadConfig } from '../../src/config';
import { refreshDistrictHomes } from '../../src/db/district-homes';
import { districtHomes, listings } from '../../src/db/schema';
import { isCompiledQuery } from '../../src/yoga';
import { aSecondLater, createTestEnv, drivers, listenOnFreePort, signUp, type TestEnv } from '../helpers';

const HOMES = /* GraphQL */ `
  query Homes($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings { id type address postcode outcode askingPrice bedrooms bathrooms rent imageUrl link lat lng locationApproximate images listedAt }
      featured { id }
      listingsCollectedAt
    }
  }
`;

describe.each(drivers)('getHomesSelection at scale on %s', (driver) => {
  let env: TestEnv;
  let token: string;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    ({ token } = await signUp(env));
  });
  afterAll(async () => {
    await env.close();
  });

  /** The queries one getHomesSelection request sends, and how many homes it returned. */
  async function queriesFor(postcodes: string[]) {
    // Each request checks its session afresh and runs: a check remembered from the one before
    // (lib/session-cache.ts) would leave the second request one query short, and a remembered answer
    // (lib/answer-cache.ts) would send none.
    aSecondLater(env);
    env.queries.length = 0;
    const result = await env.gql<{ getHomesSelection: { listings: unknown[] } }>(
      HOMES,
      { input: { postcodes } },
      token,
    );
    expect(result.errors).toBeUndefined();
    return { queries: [...env.queries], homes: result.data?.getHomesSelection.listings.length ?? 0 };
  }

  it('sends two listing queries for 9 homes as for 35 (no query per home), and one for districts it keeps', async () => {
    // A new build of the read model: nothing is kept from before (decision 035).
    await refreshDistrictHomes(env.db);
    const listingQueries = (queries: string[]) =>
      queries.filter((q) => /from "(listings|district_homes|district_homes_state)"/.test(q));
    const one = await queriesFor(['SO16']);
    const two = await queriesFor(['SO16', 'LS6']);
    expect(two.homes).toBe(35);
    expect(one.homes).toBeGreaterThan(0);
    expect(one.homes).toBeLessThan(two.homes);
    // The current build's number, then the districts not kept (LS6) with their build; featured homes are
    // read from landlord_listings by their own field, only when asked for; the rest is the session check.
    expect(listingQueries(one.queries)).toHaveLength(2);
    expect(listingQueries(two.queries)).toHaveLength(2);
    expect(two.queries.filter((q) => /join "district_homes"/.test(q))).toHaveLength(1);
    expect(two.queries.filter((q) => /join "district_homes"/.test(q))[0]).not.toContain('SO16');
    expect(two.queries).toHaveLength(one.queries.length);
    // Both districts are now kept: only the build's number is read.
    const again = await queriesFor(['LS6', 'SO16']);
    expect(again.homes).toBe(35);
    expect(listingQueries(again.queries)).toEqual([
      'select "version", "collected_at" from "district_homes_state"',
    ]);
  });

  it('answers a new build of the read model at the next request, however it was made', async () => {
    // ZE2 (Shetland) has no homes in the test data, and no other test asks for it (on PostgreSQL every test
    // file shares this database).
    const ask = async () => {
      const result = await env.gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
        HOMES,
        { input: { postcodes: ['ZE2'] } },
        token,
      );
      expect(result.errors).toBeUndefined();
      return result.data?.getHomesSelection.listings.map((l) => l.id);
    };
    expect(await ask()).toEqual([]);
    // What an import by another process does to the database: a new listing, then the read model rebuilt.
    const id = `test-${crypto.randomUUID()}`;
    await env.db.insert(listings).values({
      id,
      source: 'test',
      sourceId: id,
      type: 'Flat',
      address: '1 Test Road, Lerwick ZE2 9AA',
      postcode: 'ZE2 9AA',
      outcode: 'ZE2',
      askingPrice: 200_000,
      bedrooms: 2,
      rent: 900,
      isDwelling: true,
      lat: 60.3,
      lng: -1.3,
      listedAt: new Date('2020-01-02T03:04:05Z'),
    });
    try {
      // Without a new build the kept answer stands: the read model has not changed.
      expect(await ask()).toEqual([]);
      await refreshDistrictHomes(env.db);
      // The whole answer is remembered for a second (decision 036); the districts' homes, per build.
      aSecondLater(env);
      expect(await ask()).toEqual([id]);
    } finally {
      await env.db.delete(listings).where(eq(listings.id, id));
      await refreshDistrictHomes(env.db);
    }
    aSecondLater(env);
    expect(await ask()).toEqual([]);
  });

  it('answers each home as its row holds it, newest first (the homes are read as one JSON value)', async () => {
    const result = await env.gql<{ getHomesSelection: { listings: Array<Record<string, unknown>> } }>(
      HOMES,
      { input: { postcodes: ['SO16', 'LS6'] } },
      token,
    );
    expect(result.errors).toBeUndefined();
    const rows = await env.db
      .select()
      .from(listings)
      .where(
        and(
          inArray(listings.outcode, ['SO16', 'LS6']),
          eq(listings.isDwelling, true),
          ne(listings.source, 'landlord'),
        ),
      )
      .orderBy(sql`${listings.listedAt} desc nulls last`, asc(listings.id));
    const expected = rows.map((row) => ({
      id: row.id,
      type: row.type,
      address: row.address,
      postcode: row.postcode,
      outcode: row.outcode,
      askingPrice: row.askingPrice,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      rent: row.rent,
      imageUrl: row.imageUrl,
      link: row.link,
      lat: row.lat,
      lng: row.lng,
      locationApproximate: row.locationApproximate,
      images: row.images,
      listedAt: row.listedAt?.toISOString() ?? null,
    }));
    expect(expected).toHaveLength(35);
    expect(result.data?.getHomesSelection.listings).toEqual(expected);
  });

  it('gives the same answer compiled (graphql-jit) as through graphql-js', async () => {
    // With another root field beside it, the query keeps graphql-js's executor.
    const MIXED = HOMES.replace('listingsCollectedAt\n    }', 'listingsCollectedAt\n    }\n    __typename');
    expect(isCompiledQuery(parse(HOMES))).toBe(true);
    expect(isCompiledQuery(parse(MIXED))).toBe(false);
    expect(isCompiledQuery(parse('mutation { signOut { __typename } }'))).toBe(false);
    const variables = { input: { postcodes: ['SO16', 'LS6'] } };
    const compiled = await env.gql<Record<string, unknown>>(HOMES, variables, token);
    const interpreted = await env.gql<Record<string, unknown>>(MIXED, variables, token);
    expect(compiled.errors).toBeUndefined();
    expect(interpreted.data?.__typename).toBe('Query');
    expect(compiled.data?.getHomesSelection).toEqual(interpreted.data?.getHomesSelection);
    // Refused alike without a session, and with bad input.
    const anonymous = await env.gql(HOMES, variables);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await env.gql(HOMES, { input: { postcodes: ['not a district!'] } }, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads only its districts’ homes, and they hold only the fields it returns', async () => {
    await refreshDistrictHomes(env.db);
    const { queries } = await queriesFor(['SO16']);
    const homes = queries.find((q) => /join "district_homes"/.test(q)) ?? '';
    expect(homes).toMatch(
      /^select "district_homes_state"\."version", .* from "district_homes_state" left join "district_homes" on "district_homes"\."outcode" in \(\$1\)$/,
    );
    const [so16] = await env.db.select().from(districtHomes).where(eq(districtHomes.outcode, 'SO16'));
    const first = (so16?.homes ?? [])[0] as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'source',
        'type',
        'address',
        'postcode',
        'outcode',
        'askingPrice',
        'bedrooms',
        'bathrooms',
        'rent',
        'imageUrl',
        'description',
        'link',
        'lat',
        'lng',
        'locationApproximate',
        'images',
        'listedAt',
        'lastSeenAt',
        'rank',
      ].sort(),
    );
    expect(so16?.homeCount).toBe(so16?.homes.length);
  });

  it('reads the districts by the read model’s primary key', async () => {
    // The test database is small enough for a sequential scan to win; forbid it to see which index applies.
    const plan = await env.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`
        explain select homes from district_homes where outcode in ('SO16', 'LS6')`);
      return result.rows.map((row) => Object.values(row as Record<string, string>)[0]).join('\n');
    });
    expect(plan).toContain('district_homes_pkey');
  });
});

describe('getHomesSelection over HTTP', () => {
  let env: TestEnv;
  let close: () => Promise<void>;
  let base: string;
  let token: string;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    ({ token } = await signUp(env));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: env.config.DATA_DIR,
      JWT_SECRET: env.config.JWT_SECRET,
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    });
    ({ base, close } = await listenOnFreePort(createHttpServer({ ...env, config })));
  });
  afterAll(async () => {
    await close();
    await env.close();
  });

  /** Posts the homes query with the given Accept-Encoding, without decoding the answer. */
  async function post(acceptEncoding: string) {
    const body = JSON.stringify({ query: HOMES, variables: { input: { postcodes: ['SO16', 'LS6'] } } });
    const { request } = await import('node:http');
    return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(
        `${base}/api`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
            'accept-encoding': acceptEncoding,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('compresses the answer with brotli or gzip when the request accepts it, and not otherwise', async () => {
    const plain = await post('identity');
    expect(plain.encoding).toBeUndefined();
    const homes = JSON.parse(plain.body.toString()).data.getHomesSelection.listings;
    expect(homes).toHaveLength(35);

    // Made and compressed afresh (nothing remembered), then from the one-second memory (decision 036).
    aSecondLater(env);
    const brotli = await post('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await post('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(zlib.brotliDecompressSync((await post('br')).body).toString()).toBe(plain.body.toString());
  });
});
