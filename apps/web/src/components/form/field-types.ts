/** What every field of the form kit takes (components/form). */
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The props shared by the kit's fields: the react-hook-form control and the field's name, its label and help
 * text. `T` is the form's values (before parsing) and `TOut` what its resolver gives (after parsing).
 */
export type FieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
};
