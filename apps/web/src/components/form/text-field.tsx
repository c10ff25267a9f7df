/** A line of text bound to a react-hook-form field (components/form kit). */
import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { inputWrapperOrder } from './field-props';
import type { FieldProps } from './field-types';

/** Props of {@link TextField}. */
export type TextFieldProps<T extends FieldValues, TOut> = FieldProps<T, TOut> & {
  /** Helps browsers fill the field, e.g. "organization-title" or "given-name" (default "off"). */
  autoComplete?: string;
  type?: 'text' | 'email';
};

/**
 * A line of text, e.g. a job title.
 * @returns a text input whose field value is the text typed ('' when empty)
 */
export function TextField<T extends FieldValues, TOut>(props: TextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <TextInput
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}
