/**
 * The photos of a home found elsewhere: add several at once (upload progress and a preview each), delete a
 * saved one after confirming, and any photo whose image fails to load is silently left out (spec §8 "Broken
 * listing image: silently dropped from the gallery").
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { HOME_IMAGE_ACCEPT, MAX_HOME_IMAGES } from '@stairway/domain/home-submissions';
import { IconPhotoPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
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
  const saved = home.images.filter((image) => !broken.has(image.id));
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
          <FileButton
            onChange={(files) => void photos.add(files)}
            accept={HOME_IMAGE_ACCEPT}
            multiple
            disabled={full}
          >
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}>
                Add photos
              </Button>
            )}
          </FileButton>
        </Group>
        <Text fz="sm" c="gray.7">
          JPEG, PNG or WebP, up to 10 MB each and {MAX_HOME_IMAGES} in all. Photos help our team, but you can
          submit without them.
        </Text>
        {saved.length + photos.pending.length === 0 ? (
          <Text fz="sm">No photos yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid="home-photo-grid">
            {saved.map((image, index) => (
              <Tile
                key={image.id}
                src={image.url}
                label={`Photo ${index + 1}`}
                main={index === 0}
                onBroken={() => setBroken((current) => new Set(current).add(image.id))}
                action={{
                  label: `Delete photo ${index + 1}`,
                  onClick: () => photos.confirmDelete(image.id, `Photo ${index + 1}`),
                  icon: 'delete',
                }}
              />
            ))}
            {photos.pending.map((photo) => (
              <Tile
                key={photo.id}
                src={photo.previewUrl}
                label={photo.name}
                progress={photo.error ? null : photo.progress}
                error={photo.error}
                action={
                  photo.error
                    ? {
                        label: `Dismiss ${photo.name}`,
                        onClick: () => photos.dismiss(photo.id),
                        icon: 'dismiss',
                      }
                    : null
                }
              />
            ))}
          </SimpleGrid>
        )}
        {full && (
          <Alert color="blue" variant="light">
            This home has {MAX_HOME_IMAGES} photos, the most it can have: delete one to add another.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** One photo: its image, "Main photo" on the first, upload progress or a problem, and its action. */
function Tile(props: {
  src: string;
  label: string;
  main?: boolean;
  progress?: number | null;
  error?: string | null;
  onBroken?: () => void;
  action: { label: string; onClick: () => void; icon: 'delete' | 'dismiss' } | null;
}) {
  return (
    <Stack gap={4} data-testid="home-photo">
      <Box pos="relative" style={{ aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }} bg="gray.1">
        <img
          src={props.src}
          alt={props.label}
          onError={props.onBroken}
          style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: props.error ? 0.4 : 1 }}
        />
        {props.main && (
          <Badge pos="absolute" top={8} left={8} color="stairway" tt="none">
            Main photo
          </Badge>
        )}
        {props.action && (
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            size={36}
            variant="white"
            color="red.9"
            aria-label={props.action.label}
            onClick={props.action.onClick}
          >
            {props.action.icon === 'delete' ? (
              <IconTrash size={18} aria-hidden="true" />
            ) : (
              <IconX size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        )}
      </Box>
      {typeof props.progress === 'number' && (
        <Progress value={props.progress * 100} size="sm" aria-label={`Uploading ${props.label}`} animated />
      )}
      {props.error && (
        <Text fz="xs" c="red.9" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
