/**
 * A status message on the checks pages: a tinted box with a coloured icon and a dark title and text. Mantine's
 * light alerts colour the title with the tone's 6th shade, which falls below WCAG AA contrast for green,
 * orange and blue (DESIGN.md "Quality bar"); here the words stay dark and the tone is in the icon and tint.
 */
import { Alert, type AlertProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** The kinds of status and their colours. */
const TONES = { success: 'stairway', info: 'blue', warning: 'orange', error: 'red' } as const;

/** Props of a status message: Mantine Alert's, with a tone instead of a colour. */
export type StatusAlertProps = Omit<AlertProps, 'color' | 'variant'> &
  Omit<ComponentPropsWithoutRef<'div'>, keyof AlertProps> & { tone: keyof typeof TONES };

/** A status message (success, info, warning or error) with accessible contrast. */
export function StatusAlert({ tone, styles, ...props }: StatusAlertProps) {
  return (
    <Alert
      {...props}
      color={TONES[tone]}
      variant="light"
      styles={{
        title: { color: 'var(--mantine-color-gray-9)' },
        message: { color: 'var(--mantine-color-gray-9)' },
        ...(typeof styles === 'object' ? styles : {}),
      }}
    />
  );
}
