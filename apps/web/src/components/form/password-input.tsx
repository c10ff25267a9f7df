/**
 * Mantine's PasswordInput with `aria-invalid="true"` on its input while it shows an error. Mantine 8 marks that
 * input only with `data-invalid`, so a screen reader did not say the field was wrong and the form's error summary
 * (error-summary.tsx, which lists the controls marked `aria-invalid`) left password fields out. Every password
 * field of the app uses this one.
 */
import { PasswordInput as MantinePasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * @param props Mantine's PasswordInput props (a `ref` too); `error` also sets `aria-invalid`
 * @returns the password field
 */
export function PasswordInput(props: ComponentProps<typeof MantinePasswordInput>) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
