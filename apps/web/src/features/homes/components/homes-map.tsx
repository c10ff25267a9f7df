/**
 * The map view of the explore page (DESIGN.md "Map"): Leaflet with OpenStreetMap tiles and attribution,
 * price-tag pins (compact price) fitted to the filtered homes; a pin opens the detail panel. Loaded with
 * React.lazy so Leaflet and its CSS load only when the map is opened. To stay fast, at most
 * MAX_PINS pins are drawn for the visible part of the map. Homes placed at their district's centre
 * (locationApproximate) are said to be approximate, under the map and in each pin's name (issue 9 item 8).
 */
import 'leaflet/dist/leaflet.css';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconMapPinQuestion } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { describeHome } from '../lib/listing-text';
import type { Home } from '../lib/types';
import classes from './homes-map.module.css';

/** The most pins drawn at once. */
export const MAX_PINS = 300;

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

/** Shows the homes as price tags on a map. */
export function HomesMap({ homes, onOpen, selectedId }: HomesMapProps) {
  const [bounds, setBounds] = useState<L.LatLngBounds | null>(null);
  const visible = useMemo(() => {
    const inView = bounds ? homes.filter((home) => bounds.contains([home.lat, home.lng])) : homes;
    return { total: inView.length, pins: inView.slice(0, MAX_PINS) };
  }, [homes, bounds]);

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
          <TrackBounds onChange={setBounds} />
          {visible.pins.map((home) => (
            <PricePin key={home.id} home={home} selected={home.id === selectedId} onOpen={onOpen} />
          ))}
        </MapContainer>
        {visible.total > MAX_PINS && (
          <Paper className={classes.notice} shadow="sm" radius="xl" px="md" py={6}>
            <Text fz="sm" className="tabular-nums">
              Showing {MAX_PINS} of {visible.total.toLocaleString('en-GB')} homes here. Zoom in to see more.
            </Text>
          </Paper>
        )}
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

function TrackBounds({ onChange }: { onChange: (bounds: L.LatLngBounds) => void }) {
  const map = useMapEvents({ moveend: () => onChange(map.getBounds()) });
  useEffect(() => {
    onChange(map.getBounds());
  }, [map, onChange]);
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
  // Leaflet makes the icon focusable (keyboard: true); give it a name and Enter / Space (it is recreated
  // whenever the icon changes, so this runs again then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new icon means a new element to label
  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (!element) return;
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', label);
    element.onkeydown = (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen(home);
      }
    };
  }, [icon, label, home, onOpen]);
  return (
    <Marker
      ref={markerRef}
      position={[home.lat, home.lng]}
      icon={icon}
      keyboard
      riseOnHover
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{ click: () => onOpen(home) }}
    />
  );
}
