/**
 * The pipeline's homes on a map (DESIGN.md "Map": Leaflet with OpenStreetMap tiles and attribution, as the
 * explore page's map), loaded with React.lazy so Leaflet and its CSS load only when the map is opened. Each
 * home is a circle; choosing one opens the detail panel. The list stays usable without tiles. The API places
 * every home at its postcode district's centre, never at its address; homes of one district are spread in a small ring
 * around it (spreadInDistrict) so that each can be chosen.
 */
import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import L from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

type MapHome = {
  id: string;
  applicationId: string;
  lat: number;
  lng: number;
  askingPrice: number;
  postcode: string;
};

const UK_CENTRE: [number, number] = [54.0, -2.5];

/** How far homes of one district are spread from its centre, degrees of latitude (about 300 metres). */
const SPREAD_DEGREES = 0.003;

/**
 * Spreads the homes that share a district's centre in a ring around it, in the order given, so that their
 * circles do not cover one another; a home alone in its district stays at the centre.
 * @param homes homes at their district's centre (lat, lng in degrees)
 * @returns the same homes with the position to draw them at
 */
export function spreadInDistrict<T extends MapHome>(homes: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const home of homes) {
    const key = `${home.lat},${home.lng}`;
    groups.set(key, [...(groups.get(key) ?? []), home]);
  }
  return [...groups.values()].flatMap((group) =>
    group.length === 1
      ? group
      : group.map((home, index) => {
          const angle = (2 * Math.PI * index) / group.length;
          return {
            ...home,
            lat: home.lat + SPREAD_DEGREES * Math.sin(angle),
            lng: home.lng + (SPREAD_DEGREES * Math.cos(angle)) / Math.cos((home.lat * Math.PI) / 180),
          };
        }),
  );
}

function FitToHomes({ homes }: { homes: readonly MapHome[] }) {
  const map = useMap();
  useEffect(() => {
    if (homes.length === 0) return;
    map.fitBounds(L.latLngBounds(homes.map((h) => [h.lat, h.lng] as [number, number])), {
      padding: [24, 24],
      maxZoom: 13,
    });
  }, [homes, map]);
  return null;
}

/** The map. */
export function PipelineMap({
  homes,
  onOpen,
}: {
  homes: readonly MapHome[];
  onOpen: (home: MapHome) => void;
}) {
  return (
    <>
      <Text fz="sm" c="gray.7" mb="xs">
        Each home is shown in its postcode district, never at its address.
      </Text>
      <Box h={480} style={{ borderRadius: 8, overflow: 'hidden' }} data-testid="pipeline-map">
        <MapContainer center={UK_CENTRE} zoom={6} scrollWheelZoom={false} style={{ height: '100%' }}>
          <TileLayer
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
            maxZoom={19}
          />
          <FitToHomes homes={homes} />
          {spreadInDistrict(homes).map((home) => (
            <CircleMarker
              key={home.id}
              center={[home.lat, home.lng]}
              radius={8}
              pathOptions={{ color: '#0F6E5A', fillColor: '#0F6E5A', fillOpacity: 0.7 }}
              eventHandlers={{ click: () => onOpen(home) }}
            >
              <Tooltip>
                {formatGBP(home.askingPrice)}, {home.postcode}
              </Tooltip>
            </CircleMarker>
          ))}
        </MapContainer>
      </Box>
    </>
  );
}
