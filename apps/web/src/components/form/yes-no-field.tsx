/** A yes/no question bound to a react-hook-form field (components/form kit). */
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { FieldProps } from './field-types';
import { YesNoQuestion } from './yes-no-question';

/**
 * A yes/no question as two large radio cards (see YesNoQuestion); choosing one also marks the field touched.
 * @returns the question, whose field value is true, false, or undefined until answered
 */
export function YesNoField<T extends FieldValues, TOut>(props: Omit<FieldProps<T, TOut>, 'optional'>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <YesNoQuestion
      label={props.label}
      description={props.description}
      name={field.name}
      value={typeof field.value === 'boolean' ? field.value : null}
      onChange={(next) => {
        field.onChange(next);
        field.onBlur();
      }}
      error={fieldState.error?.message}
      firstRef={field.ref}
      data-testid={`field-${field.name}`}
    />
  );
}
