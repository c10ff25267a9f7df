/** A choice from a list bound to a react-hook-form field (components/form kit). */
import { NativeSelect } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { inputWrapperOrder } from './field-props';
import type { FieldProps } from './field-types';

/** Props of {@link ChoiceField}. */
export type ChoiceFieldProps<T extends FieldValues, TOut> = FieldProps<T, TOut> & {
  /** The values saved, one per choice. */
  options: readonly string[];
  /** What people read for each value (e.g. EMPLOYMENT_OPTION_LABELS); otherwise the value itself. */
  labels?: Readonly<Record<string, string>>;
  /** The first, unselectable line (default "Choose one"). */
  placeholder?: string;
  /** Values shown but not selectable (e.g. EPC ratings F and G, spec §3 "selectable values are A to E"). */
  disabledOptions?: readonly string[];
};

/**
 * A choice from a list (the browser's own select, easy on phones).
 * @returns a select whose field value is the chosen option, or undefined while nothing is chosen
 */
export function ChoiceField<T extends FieldValues, TOut>(props: ChoiceFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NativeSelect
      size="md"
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      data={[
        { value: '', label: props.placeholder ?? 'Choose one', disabled: true },
        ...props.options.map((option) => ({
          value: option,
          label: props.labels?.[option] ?? option,
          disabled: props.disabledOptions?.includes(option),
        })),
      ]}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}
