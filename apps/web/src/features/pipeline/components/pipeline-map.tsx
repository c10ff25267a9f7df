/**
 * The pipeline's homes on a map (DESIGN.md "Map": Leaflet with OpenStreetMap tiles and attribution, as the
 * explore page's map), loaded with React.lazy so Leaflet and its CSS load only when the map is opened. Each
 * home is a circle; choosing one opens the detail panel. The list stays usable without tiles.
 */
import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
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
    <Box h={480} style={{ borderRadius: 8, overflow: 'hidden' }} data-testid="pipeline-map">
      <MapContainer center={UK_CENTRE} zoom={6} scrollWheelZoom={false} style={{ height: '100%' }}>
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          maxZoom={19}
        />
        <FitToHomes homes={homes} />
        {homes.map((home) => (
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
  );
}
