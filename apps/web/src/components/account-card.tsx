/**
 * The frame of the account pages (sign-in, e-mail verification, passwords and e-mail changes; spec §2):
 * a centred white card, full width on a phone, with an optional icon, the page heading and its content.
 */
import { Card, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './account-card.module.css';

/** Props of the account card. */
export type AccountCardProps = {
  /** The page heading (the page's only h1). */
  title: ReactNode;
  /** A Tabler icon shown above the heading, in a soft circle. */
  icon?: ReactNode;
  /** The colour of the icon's circle; the brand colour unless told. */
  iconColor?: string;
  /** A ref to the heading, e.g. to move the focus to it when the page's state changes. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** Shows a centred card with a heading (spec §2 "/login", "/verify-email"). */
export function AccountCard({ title, icon, iconColor, titleRef, children }: AccountCardProps) {
  return (
    <Card
      className={classes.card}
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: 'lg', sm: 'xl' }}
      maw={480}
      mx="auto"
      mt={{ base: 0, sm: 'lg' }}
    >
      <Stack gap="lg">
        <Stack gap="md">
          {icon && (
            <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} aria-hidden="true">
              {icon}
            </ThemeIcon>
          )}
          <Title
            order={1}
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
            fz={{ base: 24, sm: 28 }}
            lh={1.25}
            style={{ outline: 'none' }}
          >
            {title}
          </Title>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
