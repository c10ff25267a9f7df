/** A calm message card for the homes area: empty states and errors, each with one helpful action. */
import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of the message. */
export type HomesMessageProps = {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  /** More content under the description (block elements; the description itself is a paragraph). */
  children?: ReactNode;
  /** "alert" for errors so screen readers announce them. */
  role?: 'status' | 'alert';
};

/** Shows a title, a sentence and an action. */
export function HomesMessage({
  icon,
  title,
  description,
  action,
  children,
  role = 'status',
}: HomesMessageProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role={role}>
      <EmptyState icon={icon} variant="light" title={title} description={description} size="md">
        {children}
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
