/**
 * The pipeline's homes tab state: list or map, the source filter (All, Saved, Submitted) and the page, and the page
 * of homes from the server with a count for each source. An ended session is reported once seen.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { GetPipelineHomesQuery } from '../graphql/getPipelineHomes';
import { isSessionEnded } from '../lib/session-ended';

/** Homes shown on a page. */
const PAGE_SIZE = 50;

/** The source filter's choices: every home, or only the saved or the submitted ones. */
export const SOURCE_FILTERS = [
  { value: 'All', label: 'All' },
  { value: 'Saved', label: 'Saved' },
  { value: 'Submitted', label: 'Submitted' },
] as const;
/** A source filter's value. */
export type SourceFilter = (typeof SOURCE_FILTERS)[number]['value'];

/**
 * @param onSessionEnded called when the server says the session has ended
 * @returns the view, the source filter (choosing one goes back to page 1), the page, the query's state, the answer
 *   shown (the previous one while a new one loads), its homes, the counts per source and the number of pages
 */
export function usePipelineHomes(onSessionEnded: () => void) {
  const [view, setView] = useState<'list' | 'map'>('list');
  const [page, setPage] = useState(1);
  const [source, setSource] = useState<SourceFilter>('All');
  const { data, previousData, loading, error } = useQuery(GetPipelineHomesQuery, {
    variables: { page, pageSize: PAGE_SIZE, source: source === 'All' ? null : source },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (isSessionEnded(error)) onSessionEnded();
  }, [error, onSessionEnded]);
  const result = (data ?? previousData)?.getPipelineHomes;
  const homes = result?.homes ?? [];
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;
  const counts = new Map(result?.sourceCounts.map((c) => [c.source as string, c.count]));
  counts.set('All', result?.sourceCounts.reduce((sum, c) => sum + c.count, 0) ?? 0);

  /** Filters by source (back to page 1). */
  const chooseSource = (value: SourceFilter) => {
    setSource(value);
    setPage(1);
  };

  return { view, setView, page, setPage, source, chooseSource, loading, error, result, homes, pages, counts };
}
