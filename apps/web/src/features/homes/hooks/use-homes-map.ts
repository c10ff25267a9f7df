/**
 * The homes map's data and actions: getHomesSelection's answer for the search (pins when the homes fit in one page,
 * the server's clusters otherwise), the map, whether the user moved it, "Search this area", and pressing a cluster
 * (zoom in and search there, or at street level show its homes as a list). HomesMap shows them.
 */
import { useQuery } from '@apollo/client/react';
import {
  type HomeSearchCriteriaInput,
  MAX_HOME_PAGE_SIZE,
  type MapBounds,
} from '@stairway/domain/home-search';
import L from 'leaflet';
import { useCallback, useRef, useState } from 'react';
import type { HomeCluster } from '../components/map-markers';
import { GetHomesMapQuery } from '../graphql/getHomesSelection';

/** The server's cluster grid: this many cells a side over the search's area (decided here: about 40-100 px each). */
const CLUSTER_CELLS = 10;
/**
 * The zoom from which a cluster press shows its homes as a list rather than zooming in (street level: homes placed
 * at one district centre stay one cluster however far the map zooms).
 */
export const LIST_ZOOM = 15;
/** A cluster's area when it is shown as a list, metres across (a few hundred metres around its centre). */
const CLUSTER_LIST_SIZE_M = 600;
const UK_LIMITS = { south: 49, west: -9, north: 61, east: 2 } as const;

/**
 * The visible area as a search's bounds, cut to the UK (the schema's limits), or null when nothing of it is left.
 */
export function toSearchBounds(bounds: L.LatLngBounds): MapBounds | null {
  const area = {
    south: Math.max(bounds.getSouth(), UK_LIMITS.south),
    west: Math.max(bounds.getWest(), UK_LIMITS.west),
    north: Math.min(bounds.getNorth(), UK_LIMITS.north),
    east: Math.min(bounds.getEast(), UK_LIMITS.east),
  };
  return area.south < area.north && area.west < area.east ? area : null;
}

/**
 * @param criteria the search (getHomesSelection's criteria)
 * @param onSearchArea searches a map area; `asList` shows the result as a list
 * @returns the answer, its homes and clusters, whether to show pins, whether a position is approximate, the map's
 *   state (setMap, moved, fitting, zoom), searchHere and pressCluster, and the query's loading, error and refetch
 */
export function useHomesMap(
  criteria: HomeSearchCriteriaInput,
  onSearchArea: (bounds: MapBounds, asList?: boolean) => void,
) {
  const { data, previousData, loading, error, refetch } = useQuery(GetHomesMapQuery, {
    variables: { input: { ...criteria, first: MAX_HOME_PAGE_SIZE }, cells: CLUSTER_CELLS },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const answer = (data ?? previousData)?.getHomesSelection;
  const homes = answer?.listings ?? [];
  const showPins = answer ? answer.totalCount <= homes.length : false;
  const clusters: HomeCluster[] = answer?.clusters ?? [];
  const approximate = homes.some((home) => home.locationApproximate);
  const [map, setMap] = useState<L.Map | null>(null);
  const [moved, setMoved] = useState(false);
  const fitting = useRef(false);

  const searchHere = useCallback(() => {
    if (!map) return;
    const bounds = toSearchBounds(map.getBounds());
    if (bounds) onSearchArea(bounds);
    setMoved(false);
  }, [map, onSearchArea]);

  const [zoom, setZoom] = useState(6);
  const pressCluster = useCallback(
    (cluster: HomeCluster) => {
      if (!map) return;
      if (map.getZoom() >= LIST_ZOOM) {
        const area = toSearchBounds(L.latLng(cluster.lat, cluster.lng).toBounds(CLUSTER_LIST_SIZE_M));
        if (area) onSearchArea(area, true);
        return;
      }
      fitting.current = true;
      map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, LIST_ZOOM), { animate: false });
      fitting.current = false;
      searchHere();
    },
    [map, searchHere, onSearchArea],
  );

  return {
    answer,
    homes,
    showPins,
    clusters,
    approximate,
    setMap,
    moved,
    setMoved,
    fitting,
    searchHere,
    zoom,
    setZoom,
    pressCluster,
    loading,
    error,
    refetch,
  };
}
