/**
 * An info button that explains a figure (DESIGN.md "Explain each figure that matters with a tooltip (the
 * tooltip bottom sheet on mobile)"; spec §2 "Tooltip bottom sheet"): a popover on larger screens and a
 * bottom sheet on phones, both named by `title`.
 */
import { ActionIcon, Drawer, Popover, type PopoverProps, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useOverlayMount } from './use-overlay-mount';

/** Props of the info button. */
export type InfoTipProps = {
  /** The question it answers, e.g. "How we estimate the rent": the button's name and the sheet's title. */
  title: string;
  /** The explanation. */
  children: ReactNode;
  /** The button's size in px; 44 (the touch target) unless given. */
  size?: number;
  /** The popover's width in px on larger screens; 340 unless given. */
  width?: number;
  /** Where the popover opens beside the button on larger screens; below it unless given. */
  position?: PopoverProps['position'];
};

/** The button with its popover (desktop) or bottom sheet (mobile). */
export function InfoTip({ title, children, size = 44, width = 340, position = 'bottom' }: InfoTipProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });
  // The sheet (or the popover's portal) is added to the page when first opened: a closed one still costs a
  // render at synchronous priority, and a page of cards has many of these buttons (use-overlay-mount.ts).
  const overlay = useOverlayMount(opened);
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={size}
      radius="xl"
      aria-label={title}
      aria-expanded={opened}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    >
      <IconInfoCircle size={20} aria-hidden="true" />
    </ActionIcon>
  );

  if (isMobile) {
    return (
      <>
        {trigger}
        {overlay.mounted && (
          <Drawer
            opened={overlay.opened}
            onClose={close}
            position="bottom"
            radius="lg"
            title={title}
            closeButtonProps={{ 'aria-label': 'Close' }}
            styles={{ title: { fontWeight: 700 }, content: { height: 'auto', maxHeight: '85dvh' } }}
          >
            {children}
          </Drawer>
        )}
      </>
    );
  }
  return (
    <Popover
      opened={overlay.opened}
      withinPortal={overlay.mounted}
      onDismiss={close}
      width={width}
      position={position}
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label={title} p="md">
        <Text fw={700} mb="xs">
          {title}
        </Text>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
