/**
 * The one money input of the app's forms (onboarding's pay and deposit, every amount of the application): an
 * amount in whole pounds with a £ prefix and thousands separated by commas, bound to a react-hook-form field.
 */
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-types';
import { WholeNumberField } from './whole-number-field';

/** Props of {@link MoneyField}. */
export type MoneyFieldProps<T extends FieldValues, TOut> = FieldProps<T, TOut> & {
  /** The smallest and largest amounts, in pounds, that the arrow keys step to (the schema checks typing). */
  min?: number;
  max?: number;
};

/**
 * An amount in whole pounds. Say the period in the label, e.g. "Base gross income (a year)".
 * @returns a number input named by its label, whose field value is the amount in whole pounds, or null when
 *   the input is empty; the field's error is shown under it
 */
export function MoneyField<T extends FieldValues, TOut>(props: MoneyFieldProps<T, TOut>) {
  return <WholeNumberField {...props} prefix="£" thousandSeparator="," />;
}
