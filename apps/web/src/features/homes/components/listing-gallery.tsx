/**
 * The photos of a home in the detail panel. A photo that fails to load is silently dropped (spec §8);
 * with no photos left, the property-type illustration shows instead. Clicking a photo opens the
 * full-screen image viewer.
 */
import { Badge, Box, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { illustrationFor } from '../lib/illustrations';
import type { Home } from '../lib/types';
import { ImageViewer } from './image-viewer';

const frame = {
  aspectRatio: '4 / 3',
  width: '100%',
  borderRadius: 'var(--mantine-radius-md)',
  overflow: 'hidden',
} as const;

/** Shows the home's photos, or its illustration. */
export function ListingGallery({ home, description }: { home: Home; description: string }) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const photos = useMemo(() => {
    const all = home.images.length > 0 ? home.images : home.imageUrl ? [home.imageUrl] : [];
    return [...new Set(all)].filter((url) => !broken.has(url));
  }, [home.images, home.imageUrl, broken]);
  const drop = (url: string) => setBroken((current) => new Set(current).add(url));

  if (photos.length === 0) {
    return (
      <Box style={{ ...frame, background: 'var(--mantine-color-stairway-0)' }}>
        <img
          src={illustrationFor(home.type)}
          alt=""
          width={320}
          height={240}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
    );
  }

  const thumbnails = photos.slice(1, 5);
  return (
    <>
      <UnstyledButton
        onClick={() => setViewerIndex(0)}
        aria-label={`Open photos (${photos.length})`}
        pos="relative"
        display="block"
        style={{ ...frame, background: 'var(--mantine-color-gray-1)' }}
      >
        <img
          src={photos[0]}
          alt={description}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          onError={() => drop(photos[0] as string)}
        />
        <Badge
          pos="absolute"
          bottom={10}
          right={10}
          variant="white"
          color="dark"
          leftSection={<IconPhoto size={14} aria-hidden="true" />}
          tt="none"
          size="lg"
          fw={600}
        >
          {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
        </Badge>
      </UnstyledButton>
      {thumbnails.length > 0 && (
        <SimpleGrid cols={4} spacing="xs" mt="xs">
          {thumbnails.map((url, i) => (
            <UnstyledButton
              key={url}
              onClick={() => setViewerIndex(i + 1)}
              aria-label={`Open photo ${i + 2} of ${photos.length}`}
              style={{
                display: 'block',
                aspectRatio: '4 / 3',
                borderRadius: 'var(--mantine-radius-sm)',
                overflow: 'hidden',
              }}
              bg="gray.1"
            >
              <img
                src={url}
                alt=""
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                onError={() => drop(url)}
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <ImageViewer
        images={photos}
        index={viewerIndex}
        onIndexChange={setViewerIndex}
        onClose={() => setViewerIndex(null)}
        description={description}
      />
    </>
  );
}
