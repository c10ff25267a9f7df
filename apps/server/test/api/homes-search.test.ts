/**
 * getHomesSelection's server-side search (decision 058): filters, sorts, cursor paging, "within my budget",
 * radius around a place, map area and clusters, through real GraphQL requests. Expected answers are worked
 * out here from the fixture listings (SO16 and LS6) read straight from the database.
 */
import { KM_PER_MILE } from '@stairway/domain/home-search';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDistance } from 'geolib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDistrictHomes } from '../../src/db/district-homes';
import type { ListingRow } from '../../src/db/rows';
import { listings, postcodeDistricts, userApplications } from '../../src/db/schema';
import { createTestEnv, drivers, errorOf, landlordToken, signUp, type TestEnv } from '../helpers';

const SEARCH = /* GraphQL */ `
  query Search($input: GetHomesSelectionInput!, $cells: Int) {
    getHomesSelection(input: $input) {
      listings { id askingPrice rent withinBudget available lastSeenAt }
      totalCount totalCountCapped withinBudgetCount
      pageInfo { hasNextPage endCursor }
      place { label lat lng radiusMiles }
      clusters(cells: $cells) { lat lng count minPrice listingId }
      rentRange { min max }
    }
  }
`;

type Home = {
  id: string;
  askingPrice: number;
  rent: number;
  withinBudget: boolean | null;
  available: boolean;
};
type Answer = {
  listings: Home[];
  totalCount: number;
  totalCountCapped: boolean;
  withinBudgetCount: number | null;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  place: { label: string; lat: number; lng: number; radiusMiles: number } | null;
  clusters: Array<{ lat: number; lng: number; count: number; minPrice: number; listingId: string | null }>;
  rentRange: { min: number; max: number } | null;
};

describe.each(drivers)('searching homes on %s', (driver) => {
  let env: TestEnv;
  let token: string;
  let userId: string;
  /** The fixture's homes for sale in SO16 and LS6 (dwellings, available, not landlords'). */
  let homes: ListingRow[];

  beforeAll(async () => {
    env = await createTestEnv(driver);
    ({ token, userId } = await signUp(env));
    homes = await env.db
      .select()
      .from(listings)
      .where(
        and(
          inArray(listings.outcode, ['SO16', 'LS6']),
          eq(listings.isDwelling, true),
          isNull(listings.removedAt),
          isNull(listings.landlordListingId),
        ),
      );
  });
  afterAll(async () => {
    await env.close();
  });

  async function search(input: Record<string, unknown>, cells?: number, as: string | null = token) {
    return env.gql<{ getHomesSelection: Answer }>(SEARCH, { input, cells }, as);
  }

  /** Every page of a search, `first` at a time, checking each page's size and cursor. */
  async function allPages(input: Record<string, unknown>, first: number): Promise<Home[]> {
    const seen: Home[] = [];
    let after: string | undefined;
    for (let page = 0; page < 50; page++) {
      const result = await search({ ...input, first, after });
      expect(result.errors).toBeUndefined();
      const answer = result.data?.getHomesSelection as Answer;
      expect(answer.listings.length).toBeLessThanOrEqual(first);
      seen.push(...answer.listings);
      if (!answer.pageInfo.hasNextPage) break;
      expect(answer.listings).toHaveLength(first);
      after = answer.pageInfo.endCursor ?? undefined;
    }
    return seen;
  }

  const ids = (list: Array<{ id: string }>) => list.map((h) => h.id);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  it('pages through a district search with no home repeated or missed, in the unpaged answer’s order', async () => {
    const unpaged = await search({ postcodes: ['SO16', 'LS6'] });
    expect(unpaged.errors).toBeUndefined();
    const whole = unpaged.data?.getHomesSelection as Answer;
    expect(whole.listings).toHaveLength(homes.length);
    expect(whole.totalCount).toBe(homes.length);
    expect(whole.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    const paged = await allPages({ postcodes: ['SO16', 'LS6'] }, 8);
    expect(ids(paged)).toEqual(ids(whole.listings));
    expect(new Set(ids(paged)).size).toBe(homes.length);
    const first = await search({ postcodes: ['SO16', 'LS6'], first: 8 });
    expect(first.data?.getHomesSelection.totalCount).toBe(homes.length);
    expect(first.data?.getHomesSelection.totalCountCapped).toBe(false);
  });

  it.each([
    ['Highest rent', (a: ListingRow, b: ListingRow) => b.rent - a.rent || -byId(a, b)],
    ['Lowest rent', (a: ListingRow, b: ListingRow) => a.rent - b.rent || byId(a, b)],
    ['Highest price', (a: ListingRow, b: ListingRow) => b.askingPrice - a.askingPrice || -byId(a, b)],
    ['Lowest price', (a: ListingRow, b: ListingRow) => a.askingPrice - b.askingPrice || byId(a, b)],
    [
      'Most recent',
      (a: ListingRow, b: ListingRow) =>
        (b.listedAt?.getTime() ?? Number.NEGATIVE_INFINITY) -
          (a.listedAt?.getTime() ?? Number.NEGATIVE_INFINITY) || byId(a, b),
    ],
  ] as const)('sorts by %s across pages (ties by id)', async (sort, compare) => {
    const paged = await allPages({ postcodes: ['SO16', 'LS6'], sort }, 6);
    expect(ids(paged)).toEqual(ids([...homes].sort(compare)));
  });

  it.each([
    [{ minPrice: 200_000 }, (h: ListingRow) => h.askingPrice >= 200_000],
    [{ maxPrice: 250_000 }, (h: ListingRow) => h.askingPrice <= 250_000],
    [
      { minPrice: 150_000, maxPrice: 300_000 },
      (h: ListingRow) => h.askingPrice >= 150_000 && h.askingPrice <= 300_000,
    ],
    [{ minRent: 1000 }, (h: ListingRow) => h.rent >= 1000],
    [{ maxRent: 1200 }, (h: ListingRow) => h.rent <= 1200],
    [{ type: 'Flat' }, (h: ListingRow) => h.type === 'Flat'],
    [{ type: 'Semi detached' }, (h: ListingRow) => h.type === 'SemiDetached'],
    [{ bedrooms: 'Studio' }, (h: ListingRow) => h.bedrooms === 0],
    [{ bedrooms: '2' }, (h: ListingRow) => h.bedrooms === 2],
    [{ bedrooms: '3+' }, (h: ListingRow) => (h.bedrooms ?? -1) >= 3],
  ] as const)('filters by %j', async (filter, keep) => {
    const expected = homes.filter(keep);
    const unpaged = await search({ postcodes: ['SO16', 'LS6'], ...filter });
    expect(unpaged.errors).toBeUndefined();
    expect(ids(unpaged.data?.getHomesSelection.listings ?? []).sort()).toEqual(ids(expected).sort());
    const page = await search({ postcodes: ['SO16', 'LS6'], ...filter, first: 5 });
    expect(page.data?.getHomesSelection.totalCount).toBe(expected.length);
    expect(page.data?.getHomesSelection.listings.length).toBe(Math.min(5, expected.length));
  });

  it('answers the rent range of the search’s homes ignoring its own rent band, null when none match', async () => {
    const rents = homes.map((h) => h.rent);
    const banded = await search({ postcodes: ['SO16', 'LS6'], minRent: 1000, maxRent: 1200, first: 5 });
    expect(banded.errors).toBeUndefined();
    expect(banded.data?.getHomesSelection.rentRange).toEqual({
      min: Math.min(...rents),
      max: Math.max(...rents),
    });
    const flats = homes.filter((h) => h.type === 'Flat').map((h) => h.rent);
    const typed = await search({ postcodes: ['SO16', 'LS6'], type: 'Flat', first: 5 });
    expect(typed.data?.getHomesSelection.rentRange).toEqual({
      min: Math.min(...flats),
      max: Math.max(...flats),
    });
    const none = await search({ postcodes: ['SO16'], minPrice: 5_000_000, first: 5 });
    expect(none.errors).toBeUndefined();
    expect(none.data?.getHomesSelection.rentRange).toBeNull();
  });

  it('marks each home within the budget or not, and keeps only those within it when asked', async () => {
    const before = await search({ postcodes: ['SO16', 'LS6'], first: 50 });
    const prices = homes.map((h) => h.askingPrice).sort((a, b) => a - b);
    const budget = prices[Math.floor(prices.length / 2)] as number;
    await env.db.update(userApplications).set({ budget: 0 }).where(eq(userApplications.userId, userId));
    env.answerCache.forgetAll();
    const none = await search({ postcodes: ['SO16', 'LS6'], first: 50, withinBudget: true });
    // Without a budget nothing is marked and "within my budget" keeps every home.
    expect(none.data?.getHomesSelection.withinBudgetCount).toBeNull();
    expect(none.data?.getHomesSelection.totalCount).toBe(homes.length);
    expect(none.data?.getHomesSelection.listings.every((h) => h.withinBudget === null)).toBe(true);
    await env.db.update(userApplications).set({ budget }).where(eq(userApplications.userId, userId));
    // Budgets change through mutations, which forget remembered answers (decision 036); this write does not.
    env.answerCache.forgetAll();
    const within = homes.filter((h) => h.askingPrice <= budget);
    for (const first of [50, undefined]) {
      const marked = (await search({ postcodes: ['SO16', 'LS6'], first })).data?.getHomesSelection as Answer;
      expect(marked.totalCount).toBe(homes.length);
      expect(marked.withinBudgetCount).toBe(within.length);
      for (const home of marked.listings) expect(home.withinBudget).toBe(home.askingPrice <= budget);
    }
    const only = (await search({ postcodes: ['SO16', 'LS6'], first: 50, withinBudget: true })).data
      ?.getHomesSelection as Answer;
    expect(ids(only.listings).sort()).toEqual(ids(within).sort());
    expect(only.totalCount).toBe(within.length);
    expect(only.withinBudgetCount).toBe(within.length);
    expect(before.errors).toBeUndefined();
  });

  it('searches a radius around a district and around a town, by the homes’ positions', async () => {
    const [ls6] = await env.db.select().from(postcodeDistricts).where(eq(postcodeDistricts.outcode, 'LS6'));
    const centre = { latitude: ls6?.lat as number, longitude: ls6?.lng as number };
    const near = (miles: number) =>
      homes.filter(
        (h) => getDistance(centre, { latitude: h.lat, longitude: h.lng }) <= miles * KM_PER_MILE * 1000,
      );
    const result = await search({ near: { place: 'ls6', radiusMiles: 1 }, first: 50 });
    expect(result.errors).toBeUndefined();
    const answer = result.data?.getHomesSelection as Answer;
    expect(answer.place).toMatchObject({
      label: 'LS6 (Leeds)',
      lat: ls6?.lat,
      lng: ls6?.lng,
      radiusMiles: 1,
    });
    expect(ids(answer.listings).sort()).toEqual(ids(near(1)).sort());
    expect(answer.listings.length).toBeGreaterThan(0);
    // A full postcode is its district's centre; a town the centre of its districts.
    const postcode = await search({ near: { place: 'LS6 1AA', radiusMiles: 1 }, first: 1 });
    expect(postcode.data?.getHomesSelection.place?.label).toBe('LS6 1AA');
    const town = await search({ near: { place: 'leeds', radiusMiles: 10 }, first: 50 });
    expect(town.errors).toBeUndefined();
    expect(town.data?.getHomesSelection.place?.label).toBe('Leeds');
    const found = ids(town.data?.getHomesSelection.listings ?? []);
    expect(found.length).toBeGreaterThan(0);
    expect(homes.filter((h) => found.includes(h.id)).every((h) => h.outcode === 'LS6')).toBe(true);
  });

  it('refuses a place it cannot find, naming near.place', async () => {
    const result = await search({ near: { place: 'Nowhereville', radiusMiles: 3 }, first: 10 });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'near.place' });
    expect(result.errors?.[0]?.message).toBe(
      'We couldn’t find “Nowhereville”. Enter a town, a postcode district or a postcode, for example Leeds or LS6',
    );
  });

  it('searches a map area, and its clusters add up to the homes found', async () => {
    const so16 = homes.filter((h) => h.outcode === 'SO16');
    const bounds = {
      south: Math.min(...so16.map((h) => h.lat)) - 0.001,
      west: Math.min(...so16.map((h) => h.lng)) - 0.001,
      north: Math.max(...so16.map((h) => h.lat)) + 0.001,
      east: Math.max(...so16.map((h) => h.lng)) + 0.001,
    };
    const inBox = homes.filter(
      (h) => h.lat >= bounds.south && h.lat <= bounds.north && h.lng >= bounds.west && h.lng <= bounds.east,
    );
    const result = await search({ bounds, first: 50 }, 4);
    expect(result.errors).toBeUndefined();
    const answer = result.data?.getHomesSelection as Answer;
    expect(ids(answer.listings).sort()).toEqual(ids(inBox).sort());
    expect(answer.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(answer.totalCount);
    expect(answer.clusters.length).toBeLessThanOrEqual(16);
    for (const cluster of answer.clusters) {
      expect(cluster.listingId === null).toBe(cluster.count !== 1);
    }
    const one = (await search({ bounds, first: 1 }, 1)).data?.getHomesSelection as Answer;
    expect(one.clusters).toHaveLength(1);
    expect(one.clusters[0]?.count).toBe(inBox.length);
    expect(one.clusters[0]?.minPrice).toBe(Math.min(...inBox.map((h) => h.askingPrice)));
    // Without bounds the grid covers the matches' extent; filters apply to the clusters too.
    const districts = (await search({ postcodes: ['SO16', 'LS6'], type: 'Flat', first: 1 }, 6)).data
      ?.getHomesSelection as Answer;
    expect(districts.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(
      homes.filter((h) => h.type === 'Flat').length,
    );
  });

  it.each([
    ['Lowest price', (a: ListingRow, b: ListingRow) => a.askingPrice - b.askingPrice || byId(a, b)],
    [
      'Most recent',
      (a: ListingRow, b: ListingRow) =>
        (b.listedAt?.getTime() ?? Number.NEGATIVE_INFINITY) -
          (a.listedAt?.getTime() ?? Number.NEGATIVE_INFINITY) || byId(a, b),
    ],
  ] as const)(
    'pages through a map area by %s, choosing each page from the position index',
    async (sort, compare) => {
      const ls6 = homes.filter((h) => h.outcode === 'LS6');
      const bounds = {
        south: Math.min(...ls6.map((h) => h.lat)) - 0.001,
        west: Math.min(...ls6.map((h) => h.lng)) - 0.001,
        north: Math.max(...ls6.map((h) => h.lat)) + 0.001,
        east: Math.max(...ls6.map((h) => h.lng)) + 0.001,
      };
      const inBox = homes.filter(
        (h) => h.lat >= bounds.south && h.lat <= bounds.north && h.lng >= bounds.west && h.lng <= bounds.east,
      );
      expect(inBox.length).toBeGreaterThan(5);
      const paged = await allPages({ bounds, sort }, 5);
      expect(ids(paged)).toEqual(ids([...inBox].sort(compare)));
      // With a filter the page and the count agree.
      const flats = inBox.filter((h) => h.type === 'Flat');
      const page = (await search({ bounds, type: 'Flat', first: 50 })).data?.getHomesSelection as Answer;
      expect(ids(page.listings).sort()).toEqual(ids(flats).sort());
      expect(page.totalCount).toBe(flats.length);
    },
  );

  it('answers a map’s clusters and count alone with the same figures as beside a page of homes', async () => {
    const CLUSTERS_ONLY = /* GraphQL */ `
      query Clusters($input: GetHomesSelectionInput!) {
        getHomesSelection(input: $input) { totalCount ...Grid }
      }
      fragment Grid on HomesSelection { clusters(cells: 5) { lat lng count minPrice listingId } }
    `;
    const input = { near: { place: 'LS6', radiusMiles: 2 }, first: 3 };
    const alone = await env.gql<{ getHomesSelection: Pick<Answer, 'totalCount' | 'clusters'> }>(
      CLUSTERS_ONLY,
      { input },
      token,
    );
    expect(alone.errors).toBeUndefined();
    const beside = (await search(input, 5)).data?.getHomesSelection as Answer;
    expect(beside.listings).toHaveLength(3);
    expect(alone.data?.getHomesSelection.totalCount).toBe(beside.totalCount);
    const sorted = (list: Answer['clusters']) => [...list].sort((a, b) => a.lat - b.lat || a.lng - b.lng);
    expect(sorted(alone.data?.getHomesSelection.clusters ?? [])).toEqual(sorted(beside.clusters));
    expect(beside.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(beside.totalCount);
    // With the clusters asked for, the count is their sum; without, a count of its own: the two agree.
    const COUNT_ONLY =
      'query($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { totalCount } }';
    const counted = await env.gql<{ getHomesSelection: Pick<Answer, 'totalCount'> }>(
      COUNT_ONLY,
      { input },
      token,
    );
    expect(beside.totalCount).toBeGreaterThan(0);
    expect(counted.data?.getHomesSelection.totalCount).toBe(beside.totalCount);
    // Asked for twice under two aliases, each grid is its own (the first is not reused for the second).
    const TWICE = /* GraphQL */ `
      query($input: GetHomesSelectionInput!) {
        getHomesSelection(input: $input) { totalCount one: clusters(cells: 1) { count } five: clusters(cells: 5) { count } }
      }
    `;
    const twice = await env.gql<{
      getHomesSelection: {
        totalCount: number;
        one: Array<{ count: number }>;
        five: Array<{ count: number }>;
      };
    }>(TWICE, { input }, token);
    expect(twice.data?.getHomesSelection.one).toEqual([{ count: beside.totalCount }]);
    expect(twice.data?.getHomesSelection.five.length).toBe(beside.clusters.length);
  });

  it('refuses a page size outside 1 to 50, a cursor of another sort, and cells outside 1 to 50', async () => {
    for (const first of [0, 51]) {
      const result = await search({ postcodes: ['SO16'], first });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
      expect(result.errors?.[0]?.message).toBe('Ask for 1 to 50 homes a page');
    }
    const page = await search({ postcodes: ['SO16'], first: 2, sort: 'Lowest rent' });
    const after = page.data?.getHomesSelection.pageInfo.endCursor;
    const other = await search({ postcodes: ['SO16'], first: 2, sort: 'Highest rent', after });
    expect(errorOf(other)).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(errorOf(await search({ postcodes: ['SO16'], first: 2, after: 'not-a-cursor' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(errorOf(await search({ postcodes: ['SO16'], first: 2 }, 51))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'cells',
    });
    expect(errorOf(await search({ first: 2 }))).toEqual({ code: 'BAD_USER_INPUT', field: 'postcodes' });
    expect(errorOf(await search({ postcodes: ['SO16'], sort: 'Cheapest' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'sort',
    });
  });

  it('leaves out homes no longer available, paged or not', async () => {
    const gone = homes[0] as ListingRow;
    await env.db.update(listings).set({ removedAt: new Date() }).where(eq(listings.id, gone.id));
    try {
      await refreshDistrictHomes(env.db);
      env.answerCache.forgetAll();
      const paged = await allPages({ postcodes: ['SO16', 'LS6'] }, 20);
      expect(ids(paged)).not.toContain(gone.id);
      expect(paged).toHaveLength(homes.length - 1);
      expect(paged.every((h) => h.available)).toBe(true);
      const unpaged = (await search({ postcodes: ['SO16', 'LS6'] })).data?.getHomesSelection as Answer;
      expect(ids(unpaged.listings)).not.toContain(gone.id);
      expect(unpaged.totalCount).toBe(homes.length - 1);
    } finally {
      await env.db.update(listings).set({ removedAt: null }).where(eq(listings.id, gone.id));
      await refreshDistrictHomes(env.db);
    }
  });

  it('answers applicants only', async () => {
    const anonymous = await search({ postcodes: ['SO16'], first: 5 }, undefined, null);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    const landlord = await search({ postcodes: ['SO16'], first: 5 }, undefined, await landlordToken(env));
    expect(errorOf(landlord).code).toBe('FORBIDDEN');
  });
});
