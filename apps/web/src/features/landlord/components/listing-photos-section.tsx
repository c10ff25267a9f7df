/**
 * The listing form's "Photos" (spec §2): the saved photos, then the new ones being uploaded, in the shared photo
 * grid; the first is the main photo, and each moves earlier or later (a saved one is reordered at once, a new
 * one among the new ones until the listing is saved) or is deleted.
 */
import { Alert, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { LANDLORD_IMAGE_ACCEPT } from '@stairway/domain/landlord';
import { AddPhotosButton, type GridPhoto, PhotoGrid } from '../../../components/photo-grid/photo-grid';
import type { useListingPhotos } from '../hooks/use-listing-photos';

/**
 * The photos section.
 * @param props.photos the form's useListingPhotos(listing)
 * @param props.problem the server's word on the photos, if any
 */
export function ListingPhotosSection(props: {
  photos: ReturnType<typeof useListingPhotos>;
  problem: string | undefined;
}) {
  const { saved, uploads, moveSaved, moveNew, confirmDeleteSaved } = props.photos;
  const newOnes = uploads.uploads;
  const gridPhotos: GridPhoto[] = [
    ...saved.map((image, index) => ({
      id: image.id,
      src: image.url,
      label: `Photo ${index + 1}`,
      main: index === 0,
      action: {
        label: `Delete Photo ${index + 1}`,
        onClick: () => confirmDeleteSaved(image.id, index),
        icon: 'delete' as const,
      },
      move:
        saved.length > 1
          ? {
              earlier: index > 0,
              later: index < saved.length - 1,
              onMove: (step: -1 | 1) => void moveSaved(image.id, index, step),
            }
          : null,
    })),
    ...newOnes.map((upload, index) => ({
      id: upload.id,
      src: upload.previewUrl,
      label: upload.name,
      main: saved.length === 0 && index === 0,
      progress: upload.key ? null : upload.progress,
      error: upload.error,
      action: {
        label: `Delete ${upload.name}`,
        onClick: () => uploads.remove(upload.id),
        icon: 'delete' as const,
      },
      move:
        newOnes.length > 1
          ? {
              earlier: index > 0,
              later: index < newOnes.length - 1,
              onMove: (step: -1 | 1) => moveNew(upload.id, index, step),
            }
          : null,
    })),
  ];
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="photos-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="photos-title">
            Photos
          </Title>
          <AddPhotosButton accept={LANDLORD_IMAGE_ACCEPT} onAdd={(files) => void uploads.add(files)} />
        </Group>
        <Text fz="sm" c="dimmed">
          JPEG, PNG or WebP, up to 10 MB each. The first photo is the main one: move photos earlier or later
          to choose it.
          {saved.length > 0 && newOnes.length > 0
            ? ' New photos go after the saved ones until you save.'
            : ''}
        </Text>
        <VisuallyHidden role="status" aria-live="polite">
          {props.photos.announcement}
        </VisuallyHidden>
        {props.problem && (
          <Alert color="red" role="alert">
            {props.problem}
          </Alert>
        )}
        <PhotoGrid photos={gridPhotos} testId="photo-grid" />
      </Stack>
    </Card>
  );
}
