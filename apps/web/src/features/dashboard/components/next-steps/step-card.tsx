/** One card of "What to do next" on the dashboard: its number, a title, a description and the actions. */
import { Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from '../dashboard.module.css';

/**
 * Shows a numbered card, named by its title.
 * @param testId the card's data-testid
 * @param highlight outlines the card in the brand colour (a step to take first)
 * @param after shown under the actions, e.g. the outcome of an action
 */
export function StepCard({
  number,
  title,
  children,
  actions,
  testId,
  highlight,
  after,
}: {
  number: number;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId: string;
  highlight?: boolean;
  after?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      component="article"
      data-testid={testId}
      style={highlight ? { borderColor: 'var(--mantine-color-stairway-3)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <span className={classes.stepNumber} aria-hidden="true">
          {number}
        </span>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} id={titleId} fz="lg" lh={1.3} mt={4}>
            {title}
          </Title>
          {children}
          {actions && (
            <Group gap="sm" mt={4}>
              {actions}
            </Group>
          )}
          {after}
        </Stack>
      </Group>
    </Paper>
  );
}
