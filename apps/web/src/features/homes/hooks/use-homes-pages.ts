/**
 * The explore page's homes: one page at a time from `getHomesSelection` (filtering, sorting and counting on the
 * server), "Show more homes", and whether the applicant's own areas have homes above the budget.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { HOME_PAGE_SIZE } from '@stairway/domain/home-search';
import { useDeferredValue, useMemo, useState } from 'react';
import { GetHomesCountQuery, GetHomesSelectionQuery } from '../graphql/getHomesSelection';
import { mergeHomes } from '../lib/areas';
import type { toSearchCriteria } from '../lib/explore-search';
import type { Home } from '../lib/types';

/** The criteria sent to the server. */
type Criteria = ReturnType<typeof toSearchCriteria>;

/** The homes loaded after the first page, for one search (`key`). */
type MorePages = { key: string; homes: Home[]; endCursor: string | null; hasNextPage: boolean };

/**
 * @param criteria the search sent; `criteriaKey` names it (more pages belong to one search)
 * @param canSearch false when there is nothing to search (no districts)
 * @returns the query's state, the answer (`selection`), the homes loaded so far and "Show more homes"
 */
export function useHomesPages(criteria: Criteria, criteriaKey: string, canSearch: boolean) {
  const {
    data: latest,
    loading: fetching,
    error,
    refetch,
  } = useQuery(GetHomesSelectionQuery, {
    variables: { input: { ...criteria, first: HOME_PAGE_SIZE } },
    skip: !canSearch,
    // Not written to Apollo's normalised cache (decision 020): nothing else reads these homes from it, and coming back
    // to the page asks again.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  // The homes are shown at transition priority: the previous answer stays while React renders the new one in slices.
  // The page counts as loading until the new answer is shown.
  const data = useDeferredValue(latest);
  const loading = fetching || data !== latest;
  const selection = data?.getHomesSelection;

  const client = useApolloClient();
  const [more, setMore] = useState<MorePages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const pages = more?.key === criteriaKey ? more : null;
  const homes = useMemo<Home[]>(() => {
    if (!selection) return [];
    return mergeHomes({
      featured: selection.featured,
      listings: [...selection.listings, ...(pages?.homes ?? [])],
    });
  }, [selection, pages]);
  const hasNextPage = pages ? pages.hasNextPage : (selection?.pageInfo.hasNextPage ?? false);

  /** Loads the next page of homes and adds it to the list ("Show more homes"). */
  const showMore = async () => {
    const after = pages ? pages.endCursor : selection?.pageInfo.endCursor;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    setMoreError(false);
    try {
      const result = await client.query({
        query: GetHomesSelectionQuery,
        variables: { input: { ...criteria, first: HOME_PAGE_SIZE, after } },
        fetchPolicy: 'no-cache',
      });
      const next = result.data?.getHomesSelection;
      if (!next) throw new Error('No homes in the answer');
      setMore({
        key: criteriaKey,
        homes: [...(pages?.homes ?? []), ...next.listings],
        endCursor: next.pageInfo.endCursor ?? null,
        hasNextPage: next.pageInfo.hasNextPage,
      });
    } catch {
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return { data, loading, error, refetch, selection, homes, hasNextPage, showMore, loadingMore, moreError };
}

/**
 * An empty answer in the applicant's own areas with no filter but the budget: do the districts have homes at all?
 * (The same search without "within my budget", a page of one home.) None: the page says so and offers nearby
 * districts; some: they are all above the budget.
 * @param check true when the question applies
 * @returns how many homes the areas have above the budget (undefined unless asked and answered), and whether asking
 */
export function useOverBudgetCount(criteria: Criteria, check: boolean) {
  const { withinBudget: _budgetFilter, ...withoutBudget } = criteria;
  const overBudget = useQuery(GetHomesCountQuery, {
    variables: { input: { ...withoutBudget, first: 1 } },
    skip: !check,
    fetchPolicy: 'no-cache',
  });
  return {
    overBudgetCount: check ? overBudget.data?.getHomesSelection.totalCount : undefined,
    checkingOverBudget: check && overBudget.loading,
  };
}
