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
import { Button, Loader, Stack } from '@mantine/core';
import { type HomeSearchCriteriaInput, KM_PER_MILE, type MapBounds } from '@stairway/domain/home-search';
import { IconSearch } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { Circle, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { LIST_ZOOM, useHomesMap } from '../hooks/use-homes-map';
import type { SearchWhere } from '../lib/explore-search';
import type { Home } from '../lib/types';
import classes from './homes-map.module.css';
import { ApproximateNote, MapLoadError } from './homes-map-notes';
import { ClusterMarker, clusterIcon, PricePin } from './map-markers';

/** How close pins may come before they are grouped, px (leaflet.markercluster's maxClusterRadius). */
const CLUSTER_RADIUS_PX = 56;
/** The radius circle's colour: the brand's shade 7 (app/theme.ts; an SVG attribute cannot read a CSS variable). */
const RADIUS_COLOUR = '#0c5c4b';
const UK_CENTRE: [number, number] = [54.0, -2.5];

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

/** Shows the search's homes as price tags or clusters on a map. */
export function HomesMap({ criteria, searchKey, where, onOpen, selectedId, onSearchArea }: HomesMapProps) {
  const state = useHomesMap(criteria, onSearchArea);
  const { answer, homes, showPins, clusters, fitting, zoom, loading } = state;

  return (
    <Stack gap="xs">
      {state.approximate && <ApproximateNote />}
      <div className={classes.wrap} data-testid="homes-map">
        <MapContainer
          ref={state.setMap}
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
          <WatchMoves fitting={fitting} onMoved={() => state.setMoved(true)} onZoom={state.setZoom} />
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
                onPress={state.pressCluster}
                asList={zoom >= LIST_ZOOM}
              />
            ))
          )}
        </MapContainer>
        <div className={classes.overlay}>
          {state.moved && (
            <Button
              size="md"
              radius="xl"
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              onClick={state.searchHere}
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
      {state.error && !loading && <MapLoadError refetch={state.refetch} />}
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
