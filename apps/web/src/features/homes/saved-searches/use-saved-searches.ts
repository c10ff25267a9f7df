/**
 * The applicant's saved searches and what can be done with them: the list (network-only: alerts may have been turned
 * off from an e-mail meanwhile), rename, alerts on or off, delete; each change updates the list in Apollo's cache.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import { useCallback } from 'react';
import type { SavedSearchFieldsFragment } from '../../../gql/graphql';
import {
  DeleteSavedSearchMutation,
  GetSavedSearchesQuery,
  SaveSearchMutation,
  UpdateSavedSearchMutation,
} from './saved-searches-graphql';

/** One saved search as the page shows it. */
export type SavedSearch = SavedSearchFieldsFragment;

/**
 * A saved search's criteria as the domain writes them (absent rather than null), for homeSearchQuery and
 * describeHomeSearch.
 */
export function criteriaOf(search: SavedSearch): HomeSearchCriteriaInput {
  const c = search.criteria;
  const criteria: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c)) {
    if (value === null || key === '__typename') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const { __typename: _type, ...rest } = value as Record<string, unknown>;
      criteria[key] = rest;
    } else criteria[key] = value;
  }
  return criteria as HomeSearchCriteriaInput;
}

/** The list and its loading state, with the changes. */
export function useSavedSearches() {
  const { data, loading, error, refetch } = useQuery(GetSavedSearchesQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateSavedSearchMutation);
  const [remove] = useMutation(DeleteSavedSearchMutation);

  const setAlerts = useCallback(
    (search: SavedSearch, alertsEnabled: boolean) =>
      update({
        variables: { input: { id: search.id, alertsEnabled } },
        optimisticResponse: { updateSavedSearch: { ...search, alertsEnabled } },
      }),
    [update],
  );
  const rename = useCallback(
    (search: SavedSearch, name: string) => update({ variables: { input: { id: search.id, name } } }),
    [update],
  );
  const deleteSearch = useCallback(
    (search: SavedSearch) =>
      remove({
        variables: { input: { id: search.id } },
        update(cache) {
          cache.updateQuery({ query: GetSavedSearchesQuery }, (previous) =>
            previous
              ? { getSavedSearches: previous.getSavedSearches.filter((s) => s.id !== search.id) }
              : previous,
          );
        },
      }),
    [remove],
  );

  return {
    searches: data?.getSavedSearches ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: () => void refetch().catch(() => undefined),
    setAlerts,
    rename,
    deleteSearch,
  };
}

/** saveSearch, adding the new search to the list in the cache when it is loaded. */
export function useSaveSearch() {
  const [save, { loading }] = useMutation(SaveSearchMutation, {
    update(cache, { data }) {
      const added = data?.saveSearch;
      if (!added) return;
      cache.updateQuery({ query: GetSavedSearchesQuery }, (previous) =>
        previous ? { getSavedSearches: [added, ...previous.getSavedSearches] } : previous,
      );
    },
  });
  return { save, saving: loading };
}
