/**
 * The full-screen image viewer (spec §2): one photo at a time with previous / next buttons, the arrow
 * keys, Escape to close and a counter ("2 of 7"). A photo that fails to load is logged only (spec §8).
 */
import { ActionIcon, Box, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Props of the viewer. */
export type ImageViewerProps = {
  images: readonly string[];
  /** The index shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Describes the home, for the photos' alternative text ("2 bedroom flat, Shirley Road"). */
  description: string;
};

/** Shows photos full screen. */
export function ImageViewer({ images, index, onIndexChange, onClose, description }: ImageViewerProps) {
  const opened = index !== null && images.length > 0;
  const current = index === null ? 0 : Math.min(index, images.length - 1);
  const count = images.length;
  const go = (delta: number) => onIndexChange((current + delta + count) % count);

  useWindowEvent('keydown', (event) => {
    if (!opened || count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={
        <Text component="span" fw={600} className="tabular-nums" aria-live="polite">
          {current + 1} of {count}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close photos', size: 'lg' }}
      zIndex={300}
      styles={{
        content: { background: 'var(--mantine-color-dark-9)', color: 'var(--mantine-color-white)' },
        header: { background: 'var(--mantine-color-dark-9)', color: 'var(--mantine-color-white)' },
        body: { height: 'calc(100% - 60px)', padding: 0 },
      }}
      aria-label="Photos"
    >
      {opened && (
        <Box
          pos="relative"
          h="100%"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <img
            key={images[current]}
            src={images[current]}
            alt={`${description} (${current + 1} of ${count})`}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            onError={() => console.error('[Image viewer] The photo could not be loaded', images[current])}
          />
          {count > 1 && (
            <Group
              justify="space-between"
              pos="absolute"
              left={8}
              right={8}
              top="50%"
              style={{ transform: 'translateY(-50%)' }}
            >
              <ActionIcon
                size={48}
                radius="xl"
                variant="white"
                color="dark"
                aria-label="Previous photo"
                onClick={() => go(-1)}
              >
                <IconChevronLeft size={26} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                size={48}
                radius="xl"
                variant="white"
                color="dark"
                aria-label="Next photo"
                onClick={() => go(1)}
              >
                <IconChevronRight size={26} aria-hidden="true" />
              </ActionIcon>
            </Group>
          )}
        </Box>
      )}
    </Modal>
  );
}
