/**
 * The explore page's state (spec §5, §9): the applicant's preferred districts and those chosen with the area
 * chips, the list or map view (kept in the URL as ?view=map), the homes of `getHomesSelection`, the filters
 * and sort (worked out in the browser by the domain's filterAndSortHomes), the rent slider's bounds (reset to
 * the loaded listings' lowest rent - 100 to highest + 100 once they load), the open listing and the mobile
 * filters panel, "Your areas" (the editor, and adding a nearby district) and when the listings were collected.
 */
import { useQuery } from '@apollo/client/react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MAX_PREFERRED_LOCATIONS, RENT_SLIDER } from '@stairway/domain/constants';
import { filterAndSortHomes, getRentSliderStops } from '@stairway/domain/homes-filter';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { GetHomesSelectionQuery } from '../graphql/getHomesSelection';
import { mergeHomes, normaliseAreas, selectAreas } from '../lib/areas';
import { countActiveFilters, getInitialFilters, type HomeFilters } from '../lib/filters';
import type { Home } from '../lib/types';
import { usePreferredAreas } from './use-preferred-areas';

/** How the homes are shown. */
export type ExploreView = 'list' | 'map';

/**
 * @returns the budget, the districts (preferred, shown, and the chips' setter), the view, the query's state,
 *   the homes (all loaded, and filtered and sorted), the filters with their bounds and count, the open home,
 *   and the mobile filters panel
 */
export function useExploreHomes() {
  const { me } = useSession();
  const budget = me?.application?.budget ?? null;
  const preferred = useMemo(
    () => normaliseAreas(me?.application?.preferredLocations ?? []),
    [me?.application?.preferredLocations],
  );
  const [chosenAreas, setChosenAreas] = useState<string[] | null>(null);
  const areas = useMemo(() => selectAreas(chosenAreas, preferred), [chosenAreas, preferred]);

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

  const {
    data: latest,
    loading: fetching,
    error,
    refetch,
  } = useQuery(GetHomesSelectionQuery, {
    variables: { input: { postcodes: areas } },
    skip: areas.length === 0,
    // Not written to Apollo's normalised cache (issue 14): for 421 homes the cache writes took about 450 ms of
    // the page's main thread on a 4x slowed CPU, and 170 ms without (decision 020). Nothing else reads these
    // homes from the cache (saved homes have their own query); coming back to the page loads them again.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  // The homes are shown at transition priority (issue 14): Apollo hands an answer to React in one uninterrupted
  // render, which for 424 homes (their cards, the filters' bounds and the controls) was one 400-650 ms task with a
  // 4x slowed CPU. Here that render keeps the previous answer and costs little; React then renders the new one
  // in slices of a few milliseconds. The page counts as loading until the new answer is shown.
  const data = useDeferredValue(latest);
  const loading = fetching || data !== latest;
  const homes = useMemo<Home[]>(() => (data ? mergeHomes(data.getHomesSelection) : []), [data]);

  const [filters, setFilters] = useState<HomeFilters>(getInitialFilters);

  // Spec §5: once listings load, the rent slider resets to (lowest rent - 100) to (highest rent + 100).
  // The handles move over the domain's positions: every £5 between the exact bounds, outliers squeezed.
  const rentStops = useMemo(() => getRentSliderStops(homes), [homes]);
  const rentBounds = useMemo<readonly [number, number]>(
    () => [rentStops[0] ?? 0, rentStops.at(-1) ?? 0],
    [rentStops],
  );
  const [appliedBounds, setAppliedBounds] = useState<readonly [number, number]>(RENT_SLIDER.defaultRange);
  if (appliedBounds[0] !== rentBounds[0] || appliedBounds[1] !== rentBounds[1]) {
    setAppliedBounds(rentBounds);
    setFilters((current) => ({ ...current, rentRange: [rentBounds[0], rentBounds[1]] }));
  }

  const filtered = useMemo(() => filterAndSortHomes(homes, filters), [homes, filters]);
  const countFor = useCallback((draft: HomeFilters) => filterAndSortHomes(homes, draft).length, [homes]);
  const clearFilters = () =>
    setFilters({ ...getInitialFilters(), sort: filters.sort, rentRange: [rentBounds[0], rentBounds[1]] });

  const [selected, setSelected] = useState<Home | null>(null);
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
    hasData: Boolean(data),
    loading,
    error,
    /** Loads the homes again ("Try again"). */
    retry: () => void refetch().catch(() => undefined),
    /** True until the first answer. */
    firstLoad: loading && !data,
    homes,
    filtered,
    filters,
    setFilters,
    rentBounds,
    rentStops,
    countFor,
    activeFilters: countActiveFilters(filters, rentBounds),
    clearFilters,
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
    listingsCollectedAt: data?.getHomesSelection.listingsCollectedAt ?? null,
  };
}

/** The explore page's state (see useExploreHomes). */
export type ExploreHomes = ReturnType<typeof useExploreHomes>;
