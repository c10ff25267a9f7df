/** The heading of a card on the checks pages: an icon, the title and an optional badge (e.g. "Quickest"). */
import { Badge, Group, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Shows the card's h2 with its icon.
 * @param id the heading's id, which names the card's section
 */
export function CheckCardHeading({
  id,
  icon,
  title,
  badge,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  badge?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={2} fz="lg" style={{ flex: 1 }} id={id}>
        {title}
      </Title>
      {badge && (
        <Badge variant="light" color="stairway" tt="none" radius="sm">
          {badge}
        </Badge>
      )}
    </Group>
  );
}
