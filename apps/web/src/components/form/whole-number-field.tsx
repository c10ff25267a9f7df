/**
 * A whole number bound to a react-hook-form field: no decimals, never negative, typed with the phone's number
 * keypad (Mantine's NumberInput sets inputmode "decimal"). An empty field gives `null`, which the domain
 * schemas read as "not given" (and refuse, with their own message, where a value is required).
 */
import { NumberInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { inputWrapperOrder } from './field-props';
import type { FieldProps } from './field-types';

/** Props of {@link WholeNumberField}. */
export type WholeNumberFieldProps<T extends FieldValues, TOut> = FieldProps<T, TOut> & {
  /** Text before the number, e.g. "£". */
  prefix?: string;
  /** Text after the number, e.g. " months". */
  suffix?: string;
  /** Groups thousands with this character, e.g. "," for 35,000. */
  thousandSeparator?: string;
  /** The smallest and largest values the arrow keys step to (typing is never clamped; the schema checks). */
  min?: number;
  max?: number;
};

/**
 * A whole number that is not money, e.g. a contract's length in months (MoneyField is the one for pounds).
 * @returns a number input whose field value is a number, or null when the input is empty
 */
export function WholeNumberField<T extends FieldValues, TOut>(props: WholeNumberFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NumberInput
      label={<FieldLabel label={props.label} optional={props.optional} />}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      prefix={props.prefix}
      suffix={props.suffix}
      thousandSeparator={props.thousandSeparator}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      min={props.min}
      max={props.max}
      hideControls
      autoComplete="off"
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data-testid={`field-${field.name}`}
    />
  );
}
