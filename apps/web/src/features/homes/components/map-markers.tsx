/**
 * The explore map's markers (DESIGN.md "Map: price-tag pins"): a home's price tag, which opens its detail panel;
 * the round badge of a group of nearby pins that leaflet.markercluster makes (a few homes at one district centre);
 * and the server's clusters of homes (getHomesSelection.clusters: how many homes in a grid cell, and the lowest
 * price), which zoom in and search there when pressed (or, zoomed in to street level, show their homes as a list). Each is a button with a name for screen readers, and Enter
 * or Space presses it.
 */
import { formatCount, formatGBP } from '@stairway/domain/money';
import L from 'leaflet';
// Types only: L.MarkerCluster (the plugin itself loads with react-leaflet-cluster).
import type {} from 'leaflet.markercluster';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Marker } from 'react-leaflet';
import { describeHome } from '../lib/listing-text';
import type { Home } from '../lib/types';
import classes from './homes-map.module.css';

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

/** A round badge of `count` homes, 40 to 56 px across as the count grows. */
function countIcon(count: number, label: string): L.DivIcon {
  const text = formatCount(count);
  const size = count < 100 ? 40 : count < 1000 ? 48 : 56;
  return new ClusterIcon({
    className: classes.clusterIcon,
    html: `<span class="${classes.cluster}">${text}</span>`,
    iconSize: [size, size],
    label,
  });
}

/** The icon of a leaflet.markercluster group of pins. */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return countIcon(count, `${formatCount(count)} homes here. Zoom in to see them`);
}

/** A server cluster: where, how many homes, the lowest asking price. */
export type HomeCluster = { lat: number; lng: number; count: number; minPrice: number };

/**
 * One of the server's clusters; pressing it calls `onPress`. `asList`: pressing shows its homes as a list (the map
 * is already zoomed in to street level, where homes placed at one district centre cannot be told apart).
 */
export function ClusterMarker({
  cluster,
  onPress,
  asList,
}: {
  cluster: HomeCluster;
  onPress: (cluster: HomeCluster) => void;
  asList: boolean;
}) {
  const label = `${formatCount(cluster.count)} ${cluster.count === 1 ? 'home' : 'homes'} from ${formatGBP(cluster.minPrice)}. ${asList ? 'Show them as a list' : 'Zoom in to see them'}`;
  const icon = useMemo(() => countIcon(cluster.count, label), [cluster.count, label]);
  const markerRef = useRef<L.Marker | null>(null);
  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (!element) return;
    element.onkeydown = (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onPress(cluster);
      }
    };
  }, [cluster, onPress]);
  return (
    <Marker
      ref={markerRef}
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      keyboard
      eventHandlers={{ click: () => onPress(cluster) }}
    />
  );
}

/** A home's price tag; pressing it opens the home. */
export function PricePin({
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
