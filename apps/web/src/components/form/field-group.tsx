/** A titled group of fields inside a form, e.g. "Last year" or "Your accountant" (components/form kit). */
import { Text } from '@mantine/core';
import { createContext, type ReactNode, use, useId } from 'react';
import classes from './form.module.css';

/**
 * The heading level of {@link FieldGroup} titles, so the outline stays in order: `h2` on a page whose form
 * sits right under the h1, deeper where the form sits under other headings.
 */
export const FieldGroupHeading = createContext<'h2' | 'h3' | 'h4'>('h2');

/**
 * Shows the group: its title (a heading at the FieldGroupHeading level), an optional sentence, then the
 * fields; a line separates it from the group before.
 */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = use(FieldGroupHeading);
  return (
    <section className={classes.group} aria-labelledby={titleId}>
      <Text component={heading} id={titleId} fw={700} fz="lg" lh={1.35}>
        {title}
      </Text>
      {description && (
        <Text fz="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      <div className={classes.groupFields}>{children}</div>
    </section>
  );
}
