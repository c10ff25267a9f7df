/**
 * The explore page's search as the URL holds it (spec §5, §9): the list or map view (?view=map), where to search
 * (my areas, a radius around a place or a map area) and the filters and sort (lib/explore-search.ts), and the
 * districts searched in "My areas".
 */
import type { MapBounds } from '@stairway/domain/home-search';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExploreFilters,
  type ExploreSearch,
  readExploreSearch,
  type SearchWhere,
  writeExploreSearch,
} from '../lib/explore-search';

/** How the homes are shown. */
export type ExploreView = 'list' | 'map';

/**
 * @param preferred the applicant's preferred districts
 * @returns the URL's search params and setter, the view, the search (where, filters and their setters), a map area
 *   search, the districts searched and their setter, and whether the search is away from the applicant's own areas
 */
export function useExploreSearch(preferred: string[]) {
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

  return {
    searchParams,
    setSearchParams,
    view,
    setView,
    search,
    where,
    filters,
    setFilters,
    setWhere,
    searchArea,
    areas,
    setChosenAreas,
    awayFromMyAreas,
  };
}
