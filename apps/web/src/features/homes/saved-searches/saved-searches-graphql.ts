/**
 * The saved-search operations: list, save, rename or switch alerts, delete, and the public unsubscribe of an alert
 * e-mail's link.
 */
import { graphql } from '../../../gql';

/** The fields the Saved searches page shows. */
export const SavedSearchFieldsFragment = graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    summary
    alertsEnabled
    createdAt
    lastAlertSentAt
    criteria {
      postcodes
      near {
        place
        radiusMiles
      }
      bounds {
        south
        west
        north
        east
      }
      minPrice
      maxPrice
      minRent
      maxRent
      withinBudget
      type
      bedrooms
      sort
    }
  }
`);

/** The applicant's saved searches, most recently saved first. */
export const GetSavedSearchesQuery = graphql(`
  query GetSavedSearches {
    getSavedSearches {
      ...SavedSearchFields
    }
  }
`);

/** Saves the search on the explore page (BAD_USER_INPUT on `name` at the limit of 10). */
export const SaveSearchMutation = graphql(`
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      ...SavedSearchFields
    }
  }
`);

/** Renames a saved search or turns its alerts on or off. */
export const UpdateSavedSearchMutation = graphql(`
  mutation UpdateSavedSearch($input: UpdateSavedSearchInput!) {
    updateSavedSearch(input: $input) {
      ...SavedSearchFields
    }
  }
`);

/** Deletes a saved search. */
export const DeleteSavedSearchMutation = graphql(`
  mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {
    deleteSavedSearch(input: $input)
  }
`);

/** Turns off one search's alerts from an e-mail's link, signed out. */
export const UnsubscribeSavedSearchMutation = graphql(`
  mutation UnsubscribeSavedSearch($input: UnsubscribeSavedSearchInput!) {
    unsubscribeSavedSearch(input: $input) {
      name
      summary
    }
  }
`);
