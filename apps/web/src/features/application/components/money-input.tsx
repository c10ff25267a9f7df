/**
 * A whole-pounds amount field for react-hook-form (DESIGN.md "Forms"): a £ prefix, thousands separators, no
 * pence and no negative numbers; an empty field is `undefined`, so the domain schema names the field.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { inputWrapperOrder } from '../../../lib/field-props';

/** Props of a money field. */
export type MoneyInputProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'name' | 'error'
> & {
  control: Control<T>;
  name: Path<T>;
  /** What the amount is per, shown after it, e.g. "a month". */
  suffixLabel?: string;
  /** The message of the field's error, if any. */
  error?: string;
};

/** A pounds field bound to a form. */
export function MoneyInput<T extends FieldValues>({
  control,
  name,
  suffixLabel,
  error,
  ...props
}: MoneyInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
          prefix="£"
          suffix={suffixLabel ? ` ${suffixLabel}` : undefined}
          thousandSeparator=","
          allowNegative={false}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          inputWrapperOrder={inputWrapperOrder}
          error={error}
        />
      )}
    />
  );
}
