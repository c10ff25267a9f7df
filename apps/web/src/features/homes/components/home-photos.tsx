/**
 * The photos of a home found elsewhere: add several at once (upload progress and a preview each), in the order
 * chosen, the first being the main photo; move a saved one earlier or later, or make it the main photo, with
 * buttons (keyboard and screen reader first; issue 30 bug 10); delete a saved one after confirming. Any photo
 * whose image fails to load is silently left out (spec §8 "Broken listing image: silently dropped from the
 * gallery").
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
  VisuallyHidden,
} from '@mantine/core';
import { HOME_IMAGE_ACCEPT, MAX_HOME_IMAGES } from '@stairway/domain/home-submissions';
import {
  IconArrowLeft,
  IconArrowRight,
  IconPhotoPlus,
  IconStar,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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
          JPEG, PNG or WebP, up to 10 MB each and {MAX_HOME_IMAGES} in all. The first photo is the main one:
          move them into the order you like. Photos help our team, but you can submit without them.
        </Text>
        <VisuallyHidden role="status">{moved}</VisuallyHidden>
        {saved.length + photos.pending.length === 0 ? (
          <Text fz="sm">No photos yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid="home-photo-grid">
            {saved.map((image) => {
              const index = home.images.indexOf(image);
              return (
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
                  order={
                    home.images.length > 1 ? (
                      <PhotoOrderButtons
                        index={index}
                        count={home.images.length}
                        busy={photos.reordering}
                        onMove={move}
                      />
                    ) : null
                  }
                />
              );
            })}
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

/** Move earlier, Make main photo and Move later for the saved photo at `index` (0 is the main photo). */
function PhotoOrderButtons(props: {
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { index, count, busy, onMove } = props;
  const name = `photo ${index + 1}`;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <ActionIcon
          variant="default"
          size={36}
          aria-label={`Move ${name} earlier`}
          disabled={index === 0 || busy}
          onClick={() => onMove(index, index - 1)}
        >
          <IconArrowLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={`Move ${name} later`}
          disabled={index === count - 1 || busy}
          onClick={() => onMove(index, index + 1)}
        >
          <IconArrowRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {index > 0 && (
        <Button
          variant="light"
          size="compact-sm"
          fullWidth
          leftSection={<IconStar size={14} aria-hidden="true" />}
          aria-label={`Make main photo: ${name}`}
          disabled={busy}
          onClick={() => onMove(index, 0)}
        >
          Make main photo
        </Button>
      )}
    </Stack>
  );
}

/** One photo: its image, "Main photo" on the first, upload progress or a problem, and its actions. */
function Tile(props: {
  src: string;
  label: string;
  main?: boolean;
  /** The buttons that move a saved photo. */
  order?: ReactNode;
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
      {props.order}
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
