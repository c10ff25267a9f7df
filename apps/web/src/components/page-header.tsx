/**
 * The header of a sub-page (spec §2 "Other pages show back and next buttons, an optional budget display"):
 * a back link, the title, and optional content on the right (a budget display, a list/map toggle).
 */
import { ActionIcon, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of the page header. */
export type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  right?: ReactNode;
};

/** Shows the page header. */
export function PageHeader({ title, subtitle, back, right }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      {/* The title side gives way (its words wrap) so that the right-hand content keeps its whole width. */}
      <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
        {back && (
          <ActionIcon
            component={Link}
            to={back.to}
            variant="subtle"
            color="gray"
            size={44}
            aria-label={back.label}
          >
            <IconArrowLeft size={22} aria-hidden="true" />
          </ActionIcon>
        )}
        <Stack gap={2}>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
      </Group>
      {right && <Box style={{ flexShrink: 0 }}>{right}</Box>}
    </Group>
  );
}
