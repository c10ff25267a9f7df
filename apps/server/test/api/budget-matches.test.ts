/**
 * getBudgetMatches: the dashboard's honest rent budget. The counts are checked against the fixture's listings
 * read back from the database and filtered here (SO16 and LS6 of test/fixtures/listings-sample.csv), the
 * nearby districts against getNearbyPostcodeDistricts, and who may ask.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema';
import { addOperator } from '../../src/services/operators';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  createTestEnv,
  drivers,
  errorOf,
  landlordToken,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const MATCHES = /* GraphQL */ `
  query {
    getBudgetMatches {
      areas budget rentBudget homesInAreas homesWithinBudget matchingHomes cheapestRentInAreas
      nearbyAreas { outcode town distanceKm matchingHomes }
      priceBand { minPrice maxPrice minRent maxRent homes }
      budgetKeptAsSubmitted
    }
  }
`;
const NEARBY = /* GraphQL */ `
  query ($input: GetNearbyPostcodeDistrictsInput!) { getNearbyPostcodeDistricts(input: $input) { outcode distanceKm } }
`;

type Matches = {
  areas: string[];
  budget: number;
  rentBudget: number;
  homesInAreas: number;
  homesWithinBudget: number;
  matchingHomes: number;
  cheapestRentInAreas: number | null;
  nearbyAreas: Array<{ outcode: string; town: string | null; distanceKm: number; matchingHomes: number }>;
  priceBand: { minPrice: number; maxPrice: number; minRent: number; maxRent: number; homes: number } | null;
  budgetKeptAsSubmitted: boolean;
};

describe.each(drivers)('budget matches on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  /** The homes for sale of these districts, read back and filtered here (not through the service's SQL). */
  async function homesOf(outcodes: string[]) {
    return env.db
      .select({ outcode: listings.outcode, price: listings.askingPrice, rent: listings.rent })
      .from(listings)
      .where(
        and(
          inArray(listings.outcode, outcodes),
          eq(listings.isDwelling, true),
          isNull(listings.removedAt),
          isNull(listings.landlordListingId),
        ),
      );
  }

  async function matchesFor(token: string) {
    const result = await env.gql<{ getBudgetMatches: Matches }>(MATCHES, {}, token);
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no data');
    return result.data.getBudgetMatches;
  }

  it('counts the homes in the areas that fit the budget and the rent budget', async () => {
    const { token } = await signUp(env, { preferredLocations: ['SO16', 'LS6'], grossAnnualPay: 90_000 });
    // The answer is compared with the homes read just before and just after it, once they agree (written when
    // every test file shared one PostgreSQL database; each has its own now, and the check still holds).
    let homes = await homesOf(['SO16', 'LS6']);
    let matches = await matchesFor(token);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const after = await homesOf(['SO16', 'LS6']);
      if (after.length === homes.length) break;
      homes = after;
      matches = await matchesFor(token);
    }
    const fitting = homes.filter((home) => home.price <= matches.budget && home.rent <= matches.rentBudget);
    // The fixture's 35 homes for sale in SO16 and LS6 (more on PostgreSQL when another file has added some).
    expect(homes.length).toBeGreaterThanOrEqual(35);
    expect(matches).toMatchObject({
      areas: ['SO16', 'LS6'],
      homesInAreas: homes.length,
      homesWithinBudget: homes.filter((home) => home.price <= matches.budget).length,
      matchingHomes: fitting.length,
      cheapestRentInAreas: Math.min(...homes.map((home) => home.rent)),
      nearbyAreas: [],
      budgetKeptAsSubmitted: false,
    });
    expect(fitting.length).toBeGreaterThan(0);
    // The cheapest quarter by asking price: percentile_disc(0.25) (the 9th of the fixture's 35 prices in order).
    const prices = homes.map((home) => home.price).sort((a, b) => a - b);
    const bandMax = prices[Math.ceil(0.25 * prices.length) - 1] ?? 0;
    const band = homes.filter((home) => home.price <= bandMax);
    expect(matches.priceBand).toEqual({
      minPrice: prices[0],
      maxPrice: bandMax,
      minRent: Math.min(...band.map((home) => home.rent)),
      maxRent: Math.max(...band.map((home) => home.rent)),
      homes: band.length,
    });
  });

  it('when none fit, says the cheapest rent and offers the nearest districts that have fitting homes', async () => {
    // AL1 (St Albans) has one home in the fixture, at £250,000: over a budget of £200,000 (pay £40,000).
    const { token } = await signUp(env, { preferredLocations: ['AL1'], grossAnnualPay: 40_000 });
    const matches = await matchesFor(token);
    const homes = await homesOf(['AL1']);
    expect(matches.budget).toBe(200_000);
    expect(matches.homesInAreas).toBe(1);
    expect(matches.matchingHomes).toBe(0);
    expect(homes.filter((h) => h.price <= matches.budget && h.rent <= matches.rentBudget)).toEqual([]);
    expect(matches.cheapestRentInAreas).toBe(Math.min(...homes.map((home) => home.rent)));
    // The nearby districts are the nearest with homes (getNearbyPostcodeDistricts), kept when some fit.
    const nearby = await env.gql<{
      getNearbyPostcodeDistricts: Array<{ outcode: string; distanceKm: number }>;
    }>(NEARBY, { input: { outcodes: ['AL1'], limit: 10 } });
    const candidates = nearby.data?.getNearbyPostcodeDistricts ?? [];
    const expected = [];
    for (const district of candidates) {
      const there = await homesOf([district.outcode]);
      const fit = there.filter((h) => h.price <= matches.budget && h.rent <= matches.rentBudget).length;
      if (fit > 0)
        expected.push({ outcode: district.outcode, distanceKm: district.distanceKm, matchingHomes: fit });
    }
    expect(matches.nearbyAreas.map(({ town: _town, ...rest }) => rest)).toEqual(expected.slice(0, 3));
    expect(matches.nearbyAreas.map((district) => district.outcode)).toEqual(['SO16', 'LS6']);
  });

  it('answers applicants only', async () => {
    expect(errorOf(await env.gql(MATCHES, {})).code).toBe('UNAUTHENTICATED');
    const viewer = await addPipelineViewer(env.db, { email: uniqueEmail('viewer'), actor: 'test-runner' });
    const operator = await addOperator(env.db, { email: uniqueEmail('operator'), actor: 'test-runner' });
    const others = await Promise.all([
      landlordToken(env),
      env.tokens.sign({ kind: 'pipelineViewer', pipelineViewerId: viewer.id }),
      env.tokens.sign({ kind: 'operator', operatorId: operator.operator.id }),
    ]);
    for (const token of others) expect(errorOf(await env.gql(MATCHES, {}, token)).code).toBe('FORBIDDEN');
  });
});
