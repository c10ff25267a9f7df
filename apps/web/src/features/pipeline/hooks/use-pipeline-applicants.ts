/**
 * The pipeline's applicants tab state: the status filter, the search (debounced), the sort and the page, and the
 * page of applicants from the server with a count for each status. An ended session is reported once seen.
 */
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import type { PipelineStatusFilter } from '@stairway/domain/constants';
import { useEffect, useState } from 'react';
import type { PipelineApplicantSort, SortDirection } from '../../../gql/graphql';
import { GetPipelineApplicantsQuery } from '../graphql/getPipelineApplicants';
import { isSessionEnded } from '../lib/session-ended';

/** Applicants shown on a page. */
export const APPLICANTS_PAGE_SIZE = 25;

/**
 * @param onSessionEnded called when the server says the session has ended
 * @returns the filter, search, sort and page with their setters (each but the page's goes back to page 1), the query's
 *   state, the answer shown (the previous one while a new one loads), the counts per status and the number of pages
 */
export function usePipelineApplicants(onSessionEnded: () => void) {
  const [status, setStatus] = useState<PipelineStatusFilter>('All');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState('createdAt:DESC');
  const [page, setPage] = useState(1);
  const [sortField, direction] = sort.split(':') as [PipelineApplicantSort, SortDirection];
  const { data, previousData, loading, error } = useQuery(GetPipelineApplicantsQuery, {
    variables: {
      status,
      search: debouncedSearch || null,
      sort: sortField,
      direction,
      page,
      pageSize: APPLICANTS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (isSessionEnded(error)) onSessionEnded();
  }, [error, onSessionEnded]);

  const result = (data ?? previousData)?.getPipelineApplicants;
  const counts = new Map(result?.statusCounts.map((c) => [c.status, c.count]));
  const all = result?.statusCounts.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / APPLICANTS_PAGE_SIZE)) : 1;

  return {
    status,
    /** Filters by status (back to page 1). */
    chooseStatus: (value: PipelineStatusFilter) => {
      setStatus(value);
      setPage(1);
    },
    search,
    /** Changes the search (back to page 1). */
    changeSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    sort,
    /** Changes the sort (back to page 1). */
    changeSort: (value: string | null) => {
      if (value) setSort(value);
      setPage(1);
    },
    page,
    setPage,
    loading,
    error,
    result,
    counts,
    all,
    pages,
  };
}

/** The applicants tab's state (see usePipelineApplicants). */
export type PipelineApplicants = ReturnType<typeof usePipelineApplicants>;
