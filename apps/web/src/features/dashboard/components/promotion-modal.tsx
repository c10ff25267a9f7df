/**
 * The promotion modal (spec §2 "Promotion modal", §4): the promotion's image (a bundled asset; none when the
 * file name is unknown), its title and text, a link 'Click here for full details' to the terms in a new tab,
 * and 'Continue'. Continuing and closing both clear it (the parent records it as seen).
 */
import { Anchor, Box, Button, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { promotionImageFor } from '../lib/promotion-images';
import classes from './dashboard.module.css';

/** A promotion as the modal shows it (spec §3 "Promotion"). */
export type Promotion = {
  id: string;
  image: string;
  /** A signed link to an image uploaded in the operators' console; null for a bundled image. */
  imageUrl?: string | null;
  title: string;
  text: string;
  terms: string;
};

/** The exact texts of the promotion modal (spec §2). */
export const PROMOTION_TEXT = {
  details: 'Click here for full details',
  continue: 'Continue',
} as const;

/** Props of the promotion modal. */
export type PromotionModalProps = {
  /** The promotion to show; null keeps the modal closed. */
  promotion: Promotion | null;
  /** Called on 'Continue', the close icon, Escape or a click outside. */
  onDone: (promotion: Promotion) => void;
};

/** Shows one promotion. */
export function PromotionModal({ promotion, onDone }: PromotionModalProps) {
  // Keep the last promotion so the content does not vanish during the closing transition.
  const [shown, setShown] = useState<Promotion | null>(promotion);
  if (promotion && promotion !== shown) setShown(promotion);
  const current = promotion ?? shown;
  const hintId = useId();
  const imageUrl = current?.imageUrl ?? promotionImageFor(current?.image);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  // Added to the page when a promotion is first shown, as the welcome modal is (decision 042).
  const overlay = useOverlayMount(promotion !== null);

  const done = () => {
    if (promotion) onDone(promotion);
  };

  if (!overlay.mounted) return null;
  return (
    <Modal.Root opened={overlay.opened} onClose={done} centered radius="lg" size="md">
      <Modal.Overlay />
      <Modal.Content data-testid="promotion-modal" data-promotion-id={current?.id}>
        <Box pos="relative">
          {imageUrl && brokenImage !== imageUrl && (
            <img
              src={imageUrl}
              alt=""
              className={classes.promotionImage}
              onError={() => setBrokenImage(imageUrl)}
              data-testid="promotion-image"
            />
          )}
          <Modal.CloseButton
            aria-label="Close"
            pos="absolute"
            top={12}
            right={12}
            size="lg"
            radius="xl"
            bg="white"
            style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
          />
        </Box>
        <Modal.Body pt="lg" pb="lg" px="lg">
          <Stack gap="md">
            <Modal.Title fz={22} fw={700} lh={1.3} pr={imageUrl ? 0 : 40}>
              {current?.title}
            </Modal.Title>
            <Text>{current?.text}</Text>
            <Anchor
              href={current?.terms}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              aria-describedby={hintId}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}
            >
              {PROMOTION_TEXT.details}
              <IconExternalLink size={16} aria-hidden="true" />
            </Anchor>
            <span id={hintId} hidden>
              Opens in a new tab
            </span>
            <Button onClick={done} fullWidth mt="xs">
              {PROMOTION_TEXT.continue}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
