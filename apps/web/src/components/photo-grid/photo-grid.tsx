/**
 * The one photo grid of the app, for a home found elsewhere (features/homes) and a landlord's listing
 * (features/landlord): "Add photos", then each photo's preview in a grid with "Main photo" on the first, upload
 * progress or a problem, a delete or dismiss button, and buttons that move it earlier or later (and, where
 * offered, make it the main photo) from the keyboard. What each button does, and the words that name each photo, are
 * the feature's.
 */
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconPhotoPlus,
  IconStar,
  IconTrash,
  IconX,
} from '@tabler/icons-react';

/** How a photo moves: one place earlier or later, and to the first place when `onMakeMain` is given. */
export type PhotoMove = {
  /** The photo's name in the buttons' labels ("Move {name} earlier"); the photo's `label` when not given. */
  name?: string;
  /** Whether it can move earlier (it is not the first). */
  earlier: boolean;
  /** Whether it can move later (it is not the last). */
  later: boolean;
  /** A move is under way: the buttons are disabled meanwhile. */
  busy?: boolean;
  onMove: (step: -1 | 1) => void;
  /** Makes it the main photo ("Make main photo: {name}"); not given for the main photo itself. */
  onMakeMain?: () => void;
};

/** The button in a photo's corner: delete it (a bin) or dismiss a failed upload (a cross). */
export type PhotoAction = { label: string; onClick: () => void; icon: 'delete' | 'dismiss' };

/** One photo of the grid. */
export type GridPhoto = {
  /** Unique in the grid: the React key and the tile's `data-photo-id`. */
  id: string;
  src: string;
  /** The image's alternative text, and its name in "Uploading {label}". */
  label: string;
  /** Shows "Main photo" (unless the photo failed). */
  main?: boolean;
  /** Upload progress, 0 to 1; none once uploaded. */
  progress?: number | null;
  error?: string | null;
  /** Runs when the image fails to load (the feature may drop it). */
  onBroken?: () => void;
  action?: PhotoAction | null;
  move?: PhotoMove | null;
};

/** "Add photos": chooses several files of the types `accept` lists and passes them to `onAdd`. */
export function AddPhotosButton(props: {
  accept: string;
  onAdd: (files: File[]) => void;
  disabled?: boolean;
}) {
  return (
    <FileButton onChange={props.onAdd} accept={props.accept} multiple disabled={props.disabled}>
      {(buttonProps) => (
        <Button {...buttonProps} variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}>
          Add photos
        </Button>
      )}
    </FileButton>
  );
}

/**
 * The photos in a grid (two columns, three from small screens), or "No photos yet." when there are none.
 * @param props.testId the grid's data-testid
 * @param props.tileTestId each tile's data-testid, if any
 */
export function PhotoGrid(props: { photos: readonly GridPhoto[]; testId: string; tileTestId?: string }) {
  if (props.photos.length === 0) return <Text fz="sm">No photos yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid={props.testId}>
      {props.photos.map((photo) => (
        <PhotoTile key={photo.id} photo={photo} testId={props.tileTestId} />
      ))}
    </SimpleGrid>
  );
}

/** One photo: its image, "Main photo", its corner button, its move buttons, and upload progress or a problem. */
function PhotoTile({ photo, testId }: { photo: GridPhoto; testId: string | undefined }) {
  return (
    <Stack gap={4} data-photo-id={photo.id} data-testid={testId}>
      <Box pos="relative" style={{ aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }} bg="gray.1">
        <img
          src={photo.src}
          alt={photo.label}
          onError={photo.onBroken}
          style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: photo.error ? 0.4 : 1 }}
        />
        {photo.main && !photo.error && (
          <Badge pos="absolute" top={8} left={8} color="stairway" tt="none">
            Main photo
          </Badge>
        )}
        {photo.action && (
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            size={36}
            variant="white"
            color="red.9"
            aria-label={photo.action.label}
            onClick={photo.action.onClick}
          >
            {photo.action.icon === 'delete' ? (
              <IconTrash size={18} aria-hidden="true" />
            ) : (
              <IconX size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        )}
      </Box>
      {photo.move && <PhotoMoveButtons move={photo.move} name={photo.move.name ?? photo.label} />}
      {typeof photo.progress === 'number' && !photo.error && (
        <Progress value={photo.progress * 100} size="sm" aria-label={`Uploading ${photo.label}`} animated />
      )}
      {photo.error && (
        <Text fz="xs" c="red.9" role="alert">
          {photo.error}
        </Text>
      )}
    </Stack>
  );
}

/** Move earlier and Move later, and Make main photo when offered. */
function PhotoMoveButtons({ move, name }: { move: PhotoMove; name: string }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" justify="center">
        <ActionIcon
          size={36}
          variant="default"
          data-move="-1"
          aria-label={`Move ${name} earlier`}
          title="Move earlier"
          disabled={!move.earlier || move.busy}
          onClick={() => move.onMove(-1)}
        >
          <IconArrowLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          size={36}
          variant="default"
          data-move="1"
          aria-label={`Move ${name} later`}
          title="Move later"
          disabled={!move.later || move.busy}
          onClick={() => move.onMove(1)}
        >
          <IconArrowRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {move.onMakeMain && (
        <Button
          variant="light"
          size="compact-sm"
          fullWidth
          leftSection={<IconStar size={14} aria-hidden="true" />}
          aria-label={`Make main photo: ${name}`}
          disabled={move.busy}
          onClick={move.onMakeMain}
        >
          Make main photo
        </Button>
      )}
    </Stack>
  );
}

/**
 * Puts the keyboard focus back on a photo's move buttons after it moved (React keeps the element, but the
 * button pressed may now be disabled at the end of the list): the same direction if it can still move that way,
 * else the other.
 * @param photoId the photo's `id` in the grid
 * @param step the way it moved
 */
export function keepMoveFocus(photoId: string, step: -1 | 1) {
  requestAnimationFrame(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      `[data-photo-id="${CSS.escape(photoId)}"] button[data-move]`,
    );
    const wanted = [...buttons].find((b) => b.dataset.move === String(step) && !b.disabled);
    (wanted ?? [...buttons].find((b) => !b.disabled))?.focus();
  });
}
