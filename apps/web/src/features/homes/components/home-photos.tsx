/**
 * The photos of a home found elsewhere: add several at once (upload progress and a preview each), in the order
 * chosen, the first being the main photo; move a saved one earlier or later, or make it the main photo, with
 * buttons (keyboard and screen reader first); delete a saved one after confirming. Any photo whose image fails to load
 * is silently left out (spec §8 "Broken listing image: silently dropped from the gallery").
 */
import { Alert, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { HOME_IMAGE_ACCEPT, MAX_HOME_IMAGES } from '@stairway/domain/home-submissions';
import { useState } from 'react';
import { AddPhotosButton, type GridPhoto, PhotoGrid } from '../../../components/photo-grid/photo-grid';
import type { useHomePhotos } from '../hooks/use-home-photos';
import type { HomeSubmission } from '../hooks/use-home-submissions';

/** Props of {@link HomePhotos}. */
export type HomePhotosProps = {
  home: HomeSubmission;
  /** The page's useHomePhotos(home.id), so that it can wait for uploads before submitting. */
  photos: ReturnType<typeof useHomePhotos>;
};

/** The photos section. */
export function HomePhotos({ home, photos }: HomePhotosProps) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const [moved, setMoved] = useState('');
  const saved = home.images.filter((image) => !broken.has(image.id));
  /** Moves the saved photo at `from` to `to` (0 is the main photo) and says where it went. */
  const move = (from: number, to: number) => {
    const ids = home.images.map((image) => image.id);
    const [id] = ids.splice(from, 1);
    if (!id) return;
    ids.splice(to, 0, id);
    setMoved(
      to === 0
        ? `Photo ${from + 1} is now the main photo.`
        : `Photo ${from + 1} is now photo ${to + 1} of ${ids.length}.`,
    );
    void photos.reorder(ids);
  };
  /** A saved photo of the grid, at `index` of `count` (0 is the main photo). */
  function savedPhoto(image: HomeSubmission['images'][number], index: number, count: number): GridPhoto {
    const name = `photo ${index + 1}`;
    return {
      id: image.id,
      src: image.url,
      label: `Photo ${index + 1}`,
      main: index === 0,
      onBroken: () => setBroken((current) => new Set(current).add(image.id)),
      action: {
        label: `Delete ${name}`,
        onClick: () => photos.confirmDelete(image.id, `Photo ${index + 1}`),
        icon: 'delete',
      },
      move:
        count > 1
          ? {
              name,
              earlier: index > 0,
              later: index < count - 1,
              busy: photos.reordering,
              onMove: (step) => move(index, index + step),
              onMakeMain: index > 0 ? () => move(index, 0) : undefined,
            }
          : null,
    };
  }
  const gridPhotos: GridPhoto[] = [
    ...saved.map((image) => savedPhoto(image, home.images.indexOf(image), home.images.length)),
    ...photos.pending.map((photo) => ({
      id: photo.id,
      src: photo.previewUrl,
      label: photo.name,
      progress: photo.error ? null : photo.progress,
      error: photo.error,
      action: photo.error
        ? {
            label: `Dismiss ${photo.name}`,
            onClick: () => photos.dismiss(photo.id),
            icon: 'dismiss' as const,
          }
        : null,
    })),
  ];
  const full = home.images.length + photos.pending.filter((p) => !p.error).length >= MAX_HOME_IMAGES;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="home-photos"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="home-photos">
            Photos
          </Title>
          <AddPhotosButton
            accept={HOME_IMAGE_ACCEPT}
            onAdd={(files) => void photos.add(files)}
            disabled={full}
          />
        </Group>
        <Text fz="sm" c="gray.7">
          JPEG, PNG or WebP, up to 10 MB each and {MAX_HOME_IMAGES} in all. The first photo is the main one:
          move them into the order you like. Photos help our team, but you can submit without them.
        </Text>
        <VisuallyHidden role="status">{moved}</VisuallyHidden>
        <PhotoGrid photos={gridPhotos} testId="home-photo-grid" tileTestId="home-photo" />
        {full && (
          <Alert color="blue" variant="light">
            This home has {MAX_HOME_IMAGES} photos, the most it can have: delete one to add another.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
