/**
 * The map view of the explore page (DESIGN.md "Map"): Leaflet with OpenStreetMap tiles and attribution. It asks
 * getHomesSelection for the search's homes on the map: when they fit in one page (at most MAX_HOME_PAGE_SIZE) each is a
 * price-tag pin that opens the detail panel (pins at one spot grouped by leaflet.markercluster); when there are more,
 * the server's clusters (a grid of counts over the search's area) are drawn, and pressing one zooms in and searches
 * there (at street level, shows its homes as a list). On load the map fits the search (the radius's circle, the map
 * area, or the homes). Once the user pans or zooms, "Search this area" searches the visible area instead. Homes placed
 * at their district's centre (locationApproximate) are said to be approximate. Loaded with React.lazy, so Leaflet and
 * its CSS load only when the map is opened.
 */
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  type HomeSearchCriteriaInput,
  KM_PER_MILE,
  MAX_HOME_PAGE_SIZE,
  type MapBounds,
} from '@stairway/domain/home-search';
import { IconMapPinQuestion, IconSearch } from '@tabler/icons-react';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { GetHomesMapQuery } from '../graphql/getHomesSelection';
import type { SearchWhere } from '../lib/explore-search';
import type { Home } from '../lib/types';
import classes from './homes-map.module.css';
import { ClusterMarker, clusterIcon, type HomeCluster, PricePin } from './map-markers';

/** How close pins may come before they are grouped, px (leaflet.markercluster's maxClusterRadius). */
const CLUSTER_RADIUS_PX = 56;
/** The server's cluster grid: this many cells a side over the search's area (decided here: about 40-100 px each). */
const CLUSTER_CELLS = 10;
/**
 * The zoom from which a cluster press shows its homes as a list rather than zooming in (street level: homes placed
 * at one district centre stay one cluster however far the map zooms).
 */
const LIST_ZOOM = 15;
/** A cluster's area when it is shown as a list, metres across (a few hundred metres around its centre). */
const CLUSTER_LIST_SIZE_M = 600;
/** The radius circle's colour: the brand's shade 7 (app/theme.ts; an SVG attribute cannot read a CSS variable). */
const RADIUS_COLOUR = '#0c5c4b';
const UK_CENTRE: [number, number] = [54.0, -2.5];
const UK_LIMITS = { south: 49, west: -9, north: 61, east: 2 } as const;

/** Props of the map. */
export type HomesMapProps = {
  /** The search (getHomesSelection's criteria). */
  criteria: HomeSearchCriteriaInput;
  /** Changes when the search does (the map fits each new search once). */
  searchKey: string;
  where: SearchWhere;
  onOpen: (home: Home) => void;
  selectedId?: string | null;
  /** Searches a map area ("Search this area", or a cluster pressed); `asList` shows the result as a list. */
  onSearchArea: (bounds: MapBounds, asList?: boolean) => void;
};

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

/** Shows the search's homes as price tags or clusters on a map. */
export function HomesMap({ criteria, searchKey, where, onOpen, selectedId, onSearchArea }: HomesMapProps) {
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

  return (
    <Stack gap="xs">
      {approximate && (
        <Group gap={6} wrap="nowrap" c="gray.8" align="flex-start">
          <IconMapPinQuestion size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text fz="sm" inherit>
            Some locations are approximate: where we don’t have a home’s exact position, its pin is near the
            centre of its postcode district.
          </Text>
        </Group>
      )}
      <div className={classes.wrap} data-testid="homes-map">
        <MapContainer
          ref={setMap}
          className={classes.map}
          center={UK_CENTRE}
          zoom={6}
          scrollWheelZoom={false}
          aria-label="Map of homes"
        >
          <TileLayer
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
            maxZoom={19}
          />
          {answer && (
            <FitToSearch
              key={searchKey}
              where={where}
              place={answer.place ?? null}
              points={showPins ? homes : clusters}
              fitting={fitting}
            />
          )}
          <WatchMoves fitting={fitting} onMoved={() => setMoved(true)} onZoom={setZoom} />
          {answer?.place && (
            <Circle
              center={[answer.place.lat, answer.place.lng]}
              radius={answer.place.radiusMiles * KM_PER_MILE * 1000}
              pathOptions={{ color: RADIUS_COLOUR, weight: 2, fillOpacity: 0.06 }}
              interactive={false}
            />
          )}
          {showPins ? (
            <MarkerClusterGroup
              chunkedLoading
              maxClusterRadius={CLUSTER_RADIUS_PX}
              showCoverageOnHover={false}
              spiderfyOnMaxZoom
              iconCreateFunction={clusterIcon}
            >
              {homes.map((home) => (
                <PricePin key={home.id} home={home} selected={home.id === selectedId} onOpen={onOpen} />
              ))}
            </MarkerClusterGroup>
          ) : (
            clusters.map((cluster) => (
              <ClusterMarker
                key={`${cluster.lat},${cluster.lng}`}
                cluster={cluster}
                onPress={pressCluster}
                asList={zoom >= LIST_ZOOM}
              />
            ))
          )}
        </MapContainer>
        <div className={classes.overlay}>
          {moved && (
            <Button
              size="md"
              radius="xl"
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              onClick={searchHere}
              className={classes.searchArea}
            >
              Search this area
            </Button>
          )}
          {loading && (
            <span className={classes.loading} role="status" aria-label="Loading homes on the map">
              <Loader size="sm" />
            </span>
          )}
        </div>
      </div>
      {error && !loading && (
        <Group gap="sm" role="alert">
          <Text fz="sm" c="red.8">
            We couldn’t load the homes on the map.
          </Text>
          <Button variant="default" size="compact-md" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Fits the map to the search once, when its first answer arrives: the map area, the radius, or the homes. */
function FitToSearch({
  where,
  place,
  points,
  fitting,
}: {
  where: SearchWhere;
  place: { lat: number; lng: number; radiusMiles: number } | null;
  points: readonly { lat: number; lng: number }[];
  fitting: { current: boolean };
}) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    let bounds: L.LatLngBounds | null = null;
    if (where.kind === 'bounds')
      bounds = L.latLngBounds(
        [where.bounds.south, where.bounds.west],
        [where.bounds.north, where.bounds.east],
      );
    else if (place) bounds = L.latLng(place.lat, place.lng).toBounds(place.radiusMiles * KM_PER_MILE * 2000);
    else if (points.length > 0)
      bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    if (!bounds) return;
    done.current = true;
    fitting.current = true;
    map.fitBounds(bounds, {
      padding: where.kind === 'bounds' ? [0, 0] : [40, 40],
      maxZoom: 15,
      animate: false,
    });
    fitting.current = false;
  }, [where, place, points, map, fitting]);
  return null;
}

/**
 * Calls `onMoved` when the user pans (drags) or zooms (not when the map fits itself, nor when the window's size
 * changes), and `onZoom` with each new zoom.
 */
function WatchMoves({
  fitting,
  onMoved,
  onZoom,
}: {
  fitting: { current: boolean };
  onMoved: () => void;
  onZoom: (zoom: number) => void;
}) {
  const map = useMapEvents({
    dragend: () => onMoved(),
    zoomend: () => {
      onZoom(map.getZoom());
      if (!fitting.current) onMoved();
    },
  });
  return null;
}
