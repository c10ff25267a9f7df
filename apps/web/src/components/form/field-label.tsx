/** The label of a form kit field, with a quiet "(optional)" after it when the field may be left empty. */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A field's label.
 * @param label the words of the label, e.g. "Overtime and bonus (a year)"
 * @param optional true to add a dimmed "(optional)" after them
 */
export function FieldLabel({ label, optional }: { label: ReactNode; optional?: boolean }) {
  if (!optional) return label;
  return (
    <>
      {label}{' '}
      <Text span fz="sm" fw={400} c="dimmed">
        (optional)
      </Text>
    </>
  );
}
