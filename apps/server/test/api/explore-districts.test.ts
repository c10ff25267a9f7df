/**
 * The explore page's API: nearby districts with homes, saving preferred districts through updateApplication,
 * when the listings were collected, approximate map positions, the application's home flags and search by
 * town.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, drivers, signUp, type TestEnv } from '../helpers';

const NEARBY = /* GraphQL */ `
  query Nearby($input: GetNearbyPostcodeDistrictsInput!) {
    getNearbyPostcodeDistricts(input: $input) { outcode town homesCount distanceKm }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateApplicationInput!) {
    updateApplication(input: $input) { preferredLocations rentBudget }
  }
`;
const HOMES = /* GraphQL */ `
  query Homes($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) { listingsCollectedAt listings { id locationApproximate } featured { id } }
  }
`;
const FLAGS = /* GraphQL */ `
  query Flags { getApplication { hasHomeSubmitted hasHomeApproved hasHomeRejected hasHomeInReview } }
`;
const SEARCH = /* GraphQL */ `
  query Search($input: SearchPostcodeDistrictsInput!) {
    searchPostcodeDistricts(input: $input) { outcode town homesCount }
  }
`;

type Nearby = { outcode: string; town: string | null; homesCount: number; distanceKm: number };

describe.each(drivers)('explore districts on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it('suggests the nearest districts that have homes, nearest first', async () => {
    // PO30 (Newport, Isle of Wight) has no homes in the fixture; the nearest district with homes is SO16
    // (about 29 km between centres), then AL1 (St Albans).
    const result = await env.gql<{ getNearbyPostcodeDistricts: Nearby[] }>(NEARBY, {
      input: { outcodes: ['PO30'], limit: 2 },
    });
    expect(result.errors).toBeUndefined();
    const nearby = result.data?.getNearbyPostcodeDistricts ?? [];
    expect(nearby.map((d) => d.outcode)).toEqual(['SO16', 'AL1']);
    expect(nearby[0]).toMatchObject({ homesCount: 20 });
    expect(nearby[0]?.distanceKm).toBeCloseTo(29.3, 0);
    const none = await env.gql<{ getNearbyPostcodeDistricts: Nearby[] }>(NEARBY, {
      input: { outcodes: ['ZZ99'] },
    });
    expect(none.data?.getNearbyPostcodeDistricts).toEqual([]);
  });

  it('saves the applicant’s own districts through updateApplication, checking each', async () => {
    const { token } = await signUp(env, { preferredLocations: ['PO30'] });
    const saved = await env.gql<{ updateApplication: { preferredLocations: string[] } }>(
      UPDATE,
      { input: { preferredLocations: ['so16', 'PO30'] } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateApplication.preferredLocations).toEqual(['SO16', 'PO30']);

    const unknown = await env.gql(UPDATE, { input: { preferredLocations: ['SO16', 'ZZ9'] } }, token);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'preferredLocations.1',
    });
    expect(unknown.errors?.[0]?.message).toMatch(/ZZ9/);
    const empty = await env.gql(UPDATE, { input: { preferredLocations: [] } }, token);
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'preferredLocations',
    });
  });

  it('refuses to change districts without a token', async () => {
    const result = await env.gql(UPDATE, { input: { preferredLocations: ['SO16'] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('says when the listings were collected and that their pins are approximate', async () => {
    const { token } = await signUp(env);
    const result = await env.gql<{
      getHomesSelection: {
        listingsCollectedAt: string | null;
        listings: Array<{ locationApproximate: boolean }>;
        featured: unknown[];
      };
    }>(HOMES, { input: { postcodes: ['PO30'] } }, token);
    expect(result.errors).toBeUndefined();
    // No homes in PO30, but the date is the data's: the fixture was collected on 11 December 2025.
    expect(result.data?.getHomesSelection.listings).toEqual([]);
    expect(result.data?.getHomesSelection.listingsCollectedAt).toMatch(/^2025-12-11T/);
    const so16 = await env.gql<{ getHomesSelection: { listings: Array<{ locationApproximate: boolean }> } }>(
      HOMES,
      { input: { postcodes: ['SO16'] } },
      token,
    );
    const listings = so16.data?.getHomesSelection.listings ?? [];
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((l) => l.locationApproximate)).toBe(true);
  });

  it('derives the home flags from the application’s home submissions (none yet)', async () => {
    const { token } = await signUp(env);
    const result = await env.gql<{ getApplication: Record<string, boolean> }>(FLAGS, {}, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.getApplication).toEqual({
      hasHomeSubmitted: false,
      hasHomeApproved: false,
      hasHomeRejected: false,
      hasHomeInReview: false,
    });
  });

  it('finds districts by town as well as by district', async () => {
    const result = await env.gql<{
      searchPostcodeDistricts: Array<{ outcode: string; town: string | null }>;
    }>(SEARCH, { input: { query: 'southampton', limit: 20 } });
    expect(result.errors).toBeUndefined();
    const found = result.data?.searchPostcodeDistricts ?? [];
    expect(found.map((d) => d.outcode)).toContain('SO16');
    expect(found.every((d) => /southampton/i.test(d.town ?? ''))).toBe(true);
    // Districts with homes first.
    expect(found[0]?.outcode).toBe('SO16');
  });
});
