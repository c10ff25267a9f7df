/**
 * The explore page's state (spec §5, §9): the applicant's preferred districts and those chosen with the area chips, the
 * search in the URL (where: my areas, a radius around a place or a map area; the filters and sort;
 * lib/explore-search.ts), the list or map view (?view=map), one page of homes at a time from `getHomesSelection`
 * (filtering, sorting and counting on the server), "Show more homes", the open listing and the mobile filters panel,
 * "Your areas" (the editor, and adding a nearby district) and when the listings were collected. `?home=<listing id>`
 * (an alert e-mail's link to a home) opens that home's details (getHome).
 */
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { getServerFieldErrors, readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { normaliseAreas } from '../lib/areas';
import {
  clearedFilters,
  countActiveFilters,
  isWithinBudgetOn,
  toSearchCriteria,
} from '../lib/explore-search';
import { useAreasEditor } from './use-areas-editor';
import { useExploreSearch } from './use-explore-search';
import { useHomesPages, useOverBudgetCount } from './use-homes-pages';
import { useLinkedHome } from './use-linked-home';

export type { ExploreView } from './use-explore-search';

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
  const { searchParams, setSearchParams, search, ...explore } = useExploreSearch(preferred);
  const { where, filters, areas, setWhere, setFilters, setChosenAreas } = explore;
  const withinBudget = isWithinBudgetOn(filters, budget);
  const criteria = useMemo(() => toSearchCriteria(search, areas, budget), [search, areas, budget]);
  const criteriaKey = JSON.stringify(criteria);
  const canSearch = where.kind !== 'areas' || areas.length > 0;

  const { data, loading, error, refetch, selection, ...pages } = useHomesPages(
    criteria,
    criteriaKey,
    canSearch,
  );

  const activeFilters = countActiveFilters(filters);
  const checkOverBudget =
    where.kind === 'areas' && activeFilters === 0 && withinBudget && selection?.totalCount === 0;
  const { overBudgetCount, checkingOverBudget } = useOverBudgetCount(criteria, checkOverBudget);

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
  const areasEditor = useAreasEditor(searchParams, setSearchParams, preferred, setChosenAreas);

  return {
    budget,
    preferred,
    isMobile,
    ...explore,
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
    ...pages,
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
    checkingOverBudget,
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
    withinBudget,
    activeFilters,
    clearFilters: () => setFilters(clearedFilters(filters)),
    selected,
    setSelected,
    filtersOpened,
    filtersPanel,
    ...areasEditor,
    /** When the listings were collected (ISO date-time), null until known. */
    listingsCollectedAt: selection?.listingsCollectedAt ?? null,
  };
}

/** The explore page's state (see useExploreHomes). */
export type ExploreHomes = ReturnType<typeof useExploreHomes>;
