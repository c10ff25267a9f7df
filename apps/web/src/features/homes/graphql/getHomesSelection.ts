import { graphql } from '../../../gql';

/**
 * One page of homes for sale matching a search (spec §7 `getHomesSelection`, with the explore page's criteria and
 * cursor paging): the page's homes, the featured landlord homes, how many match in all and how many of those are within
 * the budget, their rent range (the rent slider's track), where the next page starts, the radius search's place, and
 * when the listings were collected.
 */
export const GetHomesSelectionQuery = graphql(`
  query GetHomesSelection($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings {
        ...HomeSelectionFields
      }
      featured {
        ...HomeSelectionFields
      }
      listingsCollectedAt
      totalCount
      totalCountCapped
      withinBudgetCount
      rentRange {
        min
        max
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      place {
        label
        lat
        lng
        radiusMiles
      }
    }
  }
`);

/**
 * How many homes a search matches, for the mobile filters panel's live count (asks for a page of one home), and
 * its rent range for the panel's rent slider.
 */
export const GetHomesCountQuery = graphql(`
  query GetHomesCount($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      totalCount
      rentRange {
        min
        max
      }
    }
  }
`);

/**
 * The map's homes for a search: up to a page of homes (shown as pins when they are all the matches), the matches
 * grouped into a grid of `cells` by `cells` over the search's area (cluster markers when there are more), the
 * count, and the radius search's place.
 */
export const GetHomesMapQuery = graphql(`
  query GetHomesMap($input: GetHomesSelectionInput!, $cells: Int) {
    getHomesSelection(input: $input) {
      listings {
        ...HomeSelectionFields
      }
      totalCount
      place {
        label
        lat
        lng
        radiusMiles
      }
      clusters(cells: $cells) {
        lat
        lng
        count
        minPrice
        listingId
      }
    }
  }
`);
