/**
 * The explore page's state (spec §5, §9): the applicant's preferred districts and those chosen with the area chips, the
 * search in the URL (where: my areas, a radius around a place or a map area; the filters and sort;
 * lib/explore-search.ts), the list or map view (?view=map), one page of homes at a time from `getHomesSelection`
 * (filtering, sorting and counting on the server), "Show more homes", the open listing and the mobile filters panel,
 * "Your areas" (the editor, and adding a nearby district) and when the listings were collected. `?home=<listing id>`
 * (an alert e-mail's link to a home) opens that home's details (getHome).
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import { HOME_PAGE_SIZE, type MapBounds } from '@stairway/domain/home-search';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getServerFieldErrors, readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { GetHomesCountQuery, GetHomesSelectionQuery } from '../graphql/getHomesSelection';
import { mergeHomes, normaliseAreas } from '../lib/areas';
import {
  clearedFilters,
  countActiveFilters,
  type ExploreFilters,
  type ExploreSearch,
  isWithinBudgetOn,
  readExploreSearch,
  type SearchWhere,
  toSearchCriteria,
  writeExploreSearch,
} from '../lib/explore-search';
import type { Home } from '../lib/types';
import { useLinkedHome } from './use-linked-home';
import { usePreferredAreas } from './use-preferred-areas';

/** How the homes are shown. */
export type ExploreView = 'list' | 'map';

/** The homes loaded after the first page, for one search (`key`). */
type MorePages = { key: string; homes: Home[]; endCursor: string | null; hasNextPage: boolean };

/**
 * @returns the budget, the districts (preferred, shown, and the chips' setter), the search (where, filters and
 *   their setters, the criteria sent), the view, the query's state, the homes loaded so far with the total count,
 *   "Show more homes", the open home, and the mobile filters panel
 */
export function useExploreHomes() {
  const { me } = useSession();
  const budget = me?.application?.budget ?? null;
  const preferred = useMemo(
    () => normaliseAreas(me?.application?.preferredLocations ?? []),
    [me?.application?.preferredLocations],
  );

  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ExploreView = searchParams.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: ExploreView) =>
    setSearchParams(
      (params) => {
        if (next === 'map') params.set('view', 'map');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  const search = useMemo(() => readExploreSearch(searchParams), [searchParams]);
  const { where, filters } = search;
  /** Changes the search in the URL (a new history entry, so Back returns to the previous search). */
  const setSearch = (next: ExploreSearch) => setSearchParams((params) => writeExploreSearch(params, next));
  const setFilters = (next: ExploreFilters) => setSearch({ where, filters: next });
  const setWhere = (next: SearchWhere) => setSearch({ where: next, filters });
  /** Searches a map area ("Search this area"); `asList` also turns to the list (a cluster at street level). */
  const searchArea = (bounds: MapBounds, asList = false) =>
    setSearchParams((params) => {
      writeExploreSearch(params, { where: { kind: 'bounds', bounds }, filters });
      if (asList) params.delete('view');
      return params;
    });
  /** The districts searched in "My areas": those in the URL (area chips, a saved search's link), else all preferred. */
  const areas = useMemo(
    () => (where.kind === 'areas' && where.districts ? where.districts : preferred),
    [where, preferred],
  );
  /** Chooses districts to show (null or every preferred one: the applicant's own areas, kept out of the URL). */
  const setChosenAreas = (chosen: string[] | null) => {
    const own = !chosen || (chosen.length === preferred.length && chosen.every((d) => preferred.includes(d)));
    setWhere(own ? { kind: 'areas' } : { kind: 'areas', districts: chosen });
  };
  /** True when the search is not the applicant's own areas (a radius, a map area, other districts). */
  const awayFromMyAreas =
    where.kind !== 'areas' || (where.districts ?? []).some((district) => !preferred.includes(district));
  const withinBudget = isWithinBudgetOn(filters, budget);
  const criteria = useMemo(() => toSearchCriteria(search, areas, budget), [search, areas, budget]);
  const criteriaKey = JSON.stringify(criteria);
  const canSearch = where.kind !== 'areas' || areas.length > 0;

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

  // An empty answer in the applicant's own areas with no filter but the budget: do the districts have homes at all?
  // (The same search without "within my budget", a page of one home.) None: the page says so and offers nearby
  // districts; some: they are all above the budget.
  const activeFilters = countActiveFilters(filters);
  const checkOverBudget =
    where.kind === 'areas' && activeFilters === 0 && withinBudget && selection?.totalCount === 0;
  const { withinBudget: _budgetFilter, ...withoutBudget } = criteria;
  const overBudget = useQuery(GetHomesCountQuery, {
    variables: { input: { ...withoutBudget, first: 1 } },
    skip: !checkOverBudget,
    fetchPolicy: 'no-cache',
  });
  const overBudgetCount = checkOverBudget ? overBudget.data?.getHomesSelection.totalCount : undefined;

  const problem = readGraphQLError(error);
  /**
   * The server's word on a radius search it could not do (an unknown place: field `near.place`), shown under the
   * place field and in place of the homes.
   */
  const placeError =
    where.kind === 'near' && problem?.code === 'BAD_USER_INPUT'
      ? (getServerFieldErrors(error).find((e) => e.field.startsWith('near'))?.message ?? problem.message)
      : null;

  const { selected, setSelected } = useLinkedHome();
  const [filtersOpened, filtersPanel] = useDisclosure(false);
  // "Your areas" opens at once from a link such as the application page's (?areas=edit).
  const [areasEditorOpened, areasEditor] = useDisclosure(searchParams.get('areas') === 'edit');
  const closeAreasEditor = () => {
    areasEditor.close();
    if (searchParams.has('areas'))
      setSearchParams(
        (params) => {
          params.delete('areas');
          return params;
        },
        { replace: true },
      );
  };

  const preferredAreas = usePreferredAreas();
  /** Adds a district (a nearby suggestion) to the applicant's areas and shows its homes. */
  const addArea = async (outcode: string) => {
    if (preferred.length >= MAX_PREFERRED_LOCATIONS) {
      areasEditor.open();
      return;
    }
    if (await preferredAreas.save([...preferred, outcode])) setChosenAreas([outcode]);
  };

  return {
    budget,
    preferred,
    areas,
    setChosenAreas,
    isMobile,
    view,
    setView,
    where,
    setWhere,
    searchArea,
    awayFromMyAreas,
    /** Back to the applicant's own areas (leaving a radius search, a map area or other districts). */
    showMyAreas: () => setWhere({ kind: 'areas' }),
    canSearch,
    criteria,
    criteriaKey,
    hasData: Boolean(data),
    loading,
    error,
    placeError,
    /** Loads the homes again ("Try again"). */
    retry: () => void refetch().catch(() => undefined),
    /** True until the first answer. */
    firstLoad: loading && !data,
    homes,
    /** Homes matching the search in all pages (0 before the first answer). */
    totalCount: selection?.totalCount ?? 0,
    /** True when the count stopped at its cap (shown as "10,000+ homes"). */
    totalCountCapped: selection?.totalCountCapped ?? false,
    /**
     * When no home is within the budget in the applicant's own areas (no other filter): how many the areas have
     * above it (0: none at all); undefined otherwise or while asking.
     */
    overBudgetCount,
    /** True while asking that. */
    checkingOverBudget: checkOverBudget && overBudget.loading,
    /** True when the applicant's areas have no homes at all (the page offers nearby districts). */
    areasEmpty:
      where.kind === 'areas' &&
      activeFilters === 0 &&
      selection?.totalCount === 0 &&
      (!withinBudget || overBudgetCount === 0),
    /** Of those, how many are at or under the budget; null without a budget. */
    withinBudgetCount: selection?.withinBudgetCount ?? null,
    /** The search's lowest and highest monthly rent ignoring its rent band (the rent slider's track); null before. */
    rentRange: selection?.rentRange ?? null,
    /** The radius search's resolved place, null otherwise. */
    place: selection?.place ?? null,
    hasNextPage,
    showMore,
    loadingMore,
    moreError,
    filters,
    setFilters,
    withinBudget,
    activeFilters,
    clearFilters: () => setFilters(clearedFilters(filters)),
    selected,
    setSelected,
    filtersOpened,
    filtersPanel,
    areasEditorOpened,
    openAreasEditor: areasEditor.open,
    closeAreasEditor,
    addArea,
    addingArea: preferredAreas.saving,
    addAreaError: preferredAreas.error,
    /** When the listings were collected (ISO date-time), null until known. */
    listingsCollectedAt: selection?.listingsCollectedAt ?? null,
  };
}

/** The explore page's state (see useExploreHomes). */
export type ExploreHomes = ReturnType<typeof useExploreHomes>;
