/**
 * The map view of the explore page (DESIGN.md "Map"): Leaflet with OpenStreetMap tiles and attribution,
 * price-tag pins (compact price) fitted to the filtered homes; a pin opens the detail panel. Loaded with
 * React.lazy so Leaflet and its CSS load only when the map is opened. Pins that would overlap are clustered
 * (leaflet.markercluster through react-leaflet-cluster; issue 14): a cluster shows how many homes it holds and
 * zooms in to them when pressed (or with Enter); its markers are added in chunks, so that thousands of homes
 * never block the list. Homes placed at their district's centre (locationApproximate) are said to be
 * approximate, under the map and in each pin's name (issue 9 item 8).
 */
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { Group, Stack, Text } from '@mantine/core';
import { formatCount, formatGBP } from '@stairway/domain/money';
import { IconMapPinQuestion } from '@tabler/icons-react';
import L from 'leaflet';
// Types only: L.MarkerCluster and the cluster group's options (the plugin itself loads with react-leaflet-cluster).
import type {} from 'leaflet.markercluster';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { describeHome } from '../lib/listing-text';
import type { Home } from '../lib/types';
import classes from './homes-map.module.css';

/** How close pins may come before they are clustered, px (leaflet.markercluster's maxClusterRadius). */
const CLUSTER_RADIUS_PX = 56;

const UK_CENTRE: [number, number] = [54.0, -2.5];

/** Height of a price tag, px (13 px bold text with 4 px padding and a 1.5 px border). */
const PIN_HEIGHT = 26;

let measureContext: CanvasRenderingContext2D | null | undefined;
/** The width of a price tag for its text, px, so the marker element is exactly as big as the tag. */
function pinWidth(text: string): number {
  if (measureContext === undefined) measureContext = document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * 8 + 19;
  measureContext.font = "700 13px 'Inter Variable', Inter, system-ui, sans-serif";
  return Math.ceil(measureContext.measureText(text).width) + 19;
}

/** Props of the map. */
export type HomesMapProps = {
  homes: readonly Home[];
  onOpen: (home: Home) => void;
  selectedId?: string | null;
};

/**
 * A cluster's marker: a round badge with the number of homes, a button named for screen readers (Leaflet
 * makes it focusable, and Enter zooms in as a click does).
 */
const ClusterIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { options: L.DivIconOptions & { label: string } }, oldIcon?: HTMLElement) {
    const element = L.DivIcon.prototype.createIcon.call(this, oldIcon);
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', this.options.label);
    return element;
  },
}) as unknown as new (
  options: L.DivIconOptions & { label: string },
) => L.DivIcon;

/** The icon of a cluster of `count` homes. */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const text = formatCount(count);
  const size = count < 100 ? 40 : count < 1000 ? 48 : 56;
  return new ClusterIcon({
    className: classes.clusterIcon,
    html: `<span class="${classes.cluster}">${text}</span>`,
    iconSize: [size, size],
    label: `${text} homes here. Zoom in to see them`,
  });
}

/** Shows the homes as price tags on a map, clustered where they would overlap. */
export function HomesMap({ homes, onOpen, selectedId }: HomesMapProps) {
  const approximate = homes.some((home) => home.locationApproximate);

  return (
    <Stack gap="xs">
      {approximate && (
        <Group gap={6} wrap="nowrap" c="gray.8" align="flex-start">
          <IconMapPinQuestion size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text fz="sm" inherit>
            Locations are approximate: we don’t have each home’s exact position, so its pin is near the centre
            of its postcode district.
          </Text>
        </Group>
      )}
      <div className={classes.wrap} data-testid="homes-map">
        <MapContainer
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
          <FitToHomes homes={homes} />
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
        </MapContainer>
      </div>
    </Stack>
  );
}

function FitToHomes({ homes }: { homes: readonly Home[] }) {
  const map = useMap();
  useEffect(() => {
    if (homes.length === 0) return;
    const bounds = L.latLngBounds(homes.map((home) => [home.lat, home.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: 15, animate: false });
  }, [homes, map]);
  return null;
}

function PricePin({
  home,
  selected,
  onOpen,
}: {
  home: Home;
  selected: boolean;
  onOpen: (home: Home) => void;
}) {
  const price = formatGBP(home.askingPrice, { compact: true });
  const icon = useMemo(
    () =>
      L.divIcon({
        className: selected ? `${classes.pinIcon} ${classes.pinSelected}` : classes.pinIcon,
        html: `<span class="${classes.pin}">${price.replace(/[<>&"]/g, '')}</span>`,
        iconSize: [pinWidth(price), PIN_HEIGHT],
        iconAnchor: [pinWidth(price) / 2, PIN_HEIGHT + 7],
      }),
    [price, selected],
  );
  const label = `${formatGBP(home.askingPrice)}, ${describeHome(home)}, ${home.address}${home.locationApproximate ? ' (approximate location)' : ''}`;
  const markerRef = useRef<L.Marker | null>(null);
  // Leaflet makes the icon focusable (keyboard: true); give it a name and Enter / Space. The element is made
  // again when the icon changes and each time the marker leaves a cluster, so this runs then too.
  const describe = useCallback(
    (element: HTMLElement | undefined) => {
      if (!element) return;
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', label);
      element.onkeydown = (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(home);
        }
      };
    },
    [label, home, onOpen],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new icon means a new element to label
  useEffect(() => describe(markerRef.current?.getElement()), [icon, describe]);
  return (
    <Marker
      ref={markerRef}
      position={[home.lat, home.lng]}
      icon={icon}
      keyboard
      riseOnHover
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{
        click: () => onOpen(home),
        add: (event) => describe((event.target as L.Marker).getElement()),
      }}
    />
  );
}
