/**
 * The explore page's open home: the one a card or pin opened, or the one `?home=<listing id>` names (an alert e-mail's
 * link to a home), read with getHome once, so that it opens even when it is not on the search's first page. Closing it
 * also drops `?home=` from the URL.
 */
import { useQuery } from '@apollo/client/react';
import { EXPLORE_HOME_PARAM } from '@stairway/domain/home-search-query';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GetHomeQuery } from '../graphql/getHome';
import type { Home } from '../lib/types';

/**
 * @returns the open home (null when none) and its setter, which keeps one identity across renders: the
 *   memoised cards take it as onOpen, and a new function on every render would draw them all again
 */
export function useLinkedHome(): { selected: Home | null; setSelected: (home: Home | null) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState<Home | null>(null);
  const linkedId = searchParams.get(EXPLORE_HOME_PARAM);
  const { data } = useQuery(GetHomeQuery, {
    variables: { input: { rentCompId: linkedId ?? '' } },
    skip: !linkedId,
  });
  const linked = linkedId && data?.getHome.id === linkedId ? data.getHome : null;
  // The latest linked id and URL setter, read by the one setSelected.
  const latest = useRef({ linkedId, setSearchParams });
  latest.current = { linkedId, setSearchParams };
  const setSelected = useCallback((home: Home | null) => {
    setChosen(home);
    if (home === null && latest.current.linkedId)
      latest.current.setSearchParams(
        (params) => {
          params.delete(EXPLORE_HOME_PARAM);
          return params;
        },
        { replace: true },
      );
  }, []);
  return { selected: chosen ?? linked, setSelected };
}
