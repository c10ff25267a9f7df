/**
 * The server-side home search in `npm run bench` (decision 058): getHomesSelection asked for one page (`first`),
 * with filters, a sort, a cursor, a radius and the map's clusters, beside the old full answer measured in the
 * same run (bench/run.ts).
 */
import { HOME_PAGE_SIZE, MAX_HOME_PAGE_SIZE } from '@stairway/domain/home-search';

/** The explore list's page: the fields a card and the map need, the counts and the cursor. */
export const HOME_PAGE_QUERY = /* GraphQL */ `
  query HomePage($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings { id type address postcode outcode askingPrice bedrooms bathrooms rent imageUrl description link lat lng locationApproximate images listedAt lastSeenAt withinBudget available }
      featured { id }
      listingsCollectedAt
      totalCount totalCountCapped withinBudgetCount
      pageInfo { hasNextPage endCursor }
      place { label lat lng radiusMiles }
    }
  }
`;

/** The map's clusters of a search, without its homes. */
export const HOME_CLUSTERS_QUERY = /* GraphQL */ `
  query HomeClusters($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) { totalCount clusters(cells: 8) { lat lng count minPrice listingId } }
  }
`;

/** The map as the explore page asks for it (features/homes GetHomesMap): 50 homes for pins, the count and 10 × 10 clusters. */
export const HOME_MAP_QUERY = /* GraphQL */ `
  query HomeMap($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings { id type address postcode outcode askingPrice bedrooms bathrooms rent imageUrl description link lat lng locationApproximate images listedAt lastSeenAt withinBudget available }
      totalCount
      place { label lat lng radiusMiles }
      clusters(cells: 10) { lat lng count minPrice listingId }
    }
  }
`;

/** One search the bench times: a name, the query and its input. */
export type SearchScenario = { name: string; query: string; input: Record<string, unknown> };

/**
 * The searches timed in-process: a first page of the three busiest districts (the explore list's default), the
 * largest page (50 homes with descriptions) with a price band and a sort, the second page of a sort (by cursor),
 * ten districts, a 3-mile radius around the busiest district, its map clusters alone, and the map as the explore
 * page asks for it (homes for pins, the count and the clusters).
 * @param three the three busiest districts; @param ten ten busy districts
 * @param secondPage the cursor after the first page of "Highest rent" for `three` (from a first call)
 */
export function searchScenarios(three: string[], ten: string[], secondPage: string | null): SearchScenario[] {
  return [
    {
      name: `page of ${HOME_PAGE_SIZE}, 3 busiest`,
      query: HOME_PAGE_QUERY,
      input: { postcodes: three, first: HOME_PAGE_SIZE },
    },
    {
      name: `page of ${MAX_HOME_PAGE_SIZE}, 3 busiest, £100k–£400k, Lowest price`,
      query: HOME_PAGE_QUERY,
      input: {
        postcodes: three,
        first: MAX_HOME_PAGE_SIZE,
        minPrice: 100_000,
        maxPrice: 400_000,
        sort: 'Lowest price',
      },
    },
    {
      name: `second page of ${HOME_PAGE_SIZE}, 3 busiest, Highest rent (cursor)`,
      query: HOME_PAGE_QUERY,
      input: { postcodes: three, first: HOME_PAGE_SIZE, sort: 'Highest rent', after: secondPage },
    },
    {
      name: `page of ${HOME_PAGE_SIZE}, 10 districts, 2 bedrooms, Lowest rent`,
      query: HOME_PAGE_QUERY,
      input: { postcodes: ten, first: HOME_PAGE_SIZE, bedrooms: '2', sort: 'Lowest rent' },
    },
    {
      name: `page of ${HOME_PAGE_SIZE}, within 3 miles of ${three[0]}`,
      query: HOME_PAGE_QUERY,
      input: { near: { place: three[0], radiusMiles: 3 }, first: HOME_PAGE_SIZE },
    },
    {
      name: `map clusters (8 × 8), within 3 miles of ${three[0]}`,
      query: HOME_CLUSTERS_QUERY,
      input: { near: { place: three[0], radiusMiles: 3 } },
    },
    {
      name: `the explore page's map: 50 homes, the count and 10 × 10 clusters, within 3 miles of ${three[0]}`,
      query: HOME_MAP_QUERY,
      input: { near: { place: three[0], radiusMiles: 3 }, first: 50 },
    },
  ];
}
