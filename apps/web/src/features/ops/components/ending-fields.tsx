/**
 * The fields the operator's ending forms share (purchase-ending-forms.tsx, purchase-ending-outcome-forms.tsx): a
 * day, and a sum in pounds. Each form keeps its own labels, state and the server's field names for errors.
 */
import { NumberInput, TextInput } from '@mantine/core';

/** Props of a day field. */
type DayInputProps = {
  label: string;
  /** The day, YYYY-MM-DD. */
  value: string;
  onChange: (day: string) => void;
  /** The server's refusal of this field, if any. */
  error?: string;
  /** The widest it grows, pixels (for a day alone on its line). */
  maw?: number;
};

/** A day, with the browser's date picker. */
export function DayInput({ label, value, onChange, error, maw }: DayInputProps) {
  return (
    <TextInput
      label={label}
      type="date"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      miw={160}
      maw={maw}
    />
  );
}

/** Props of a pounds field. */
type PoundsInputProps = {
  label: string;
  /** Pounds, or '' while empty. */
  value: number | '';
  /** Called with the pounds typed, or '' when the field is emptied. */
  onChange: (pounds: number | '') => void;
  /** The server's refusal of this field, if any. */
  error?: string;
  /** Whole pounds only (a valuation); otherwise pence are allowed (two decimals). */
  whole?: boolean;
  /** The least it takes: 0 by default. */
  min?: number;
  placeholder?: string;
};

/** A sum of money in pounds: "£" before it and thousands separated by commas. */
export function PoundsInput({
  label,
  value,
  onChange,
  error,
  whole = false,
  min = 0,
  placeholder,
}: PoundsInputProps) {
  return (
    <NumberInput
      label={label}
      prefix="£"
      thousandSeparator=","
      {...(whole ? { allowDecimal: false } : { decimalScale: 2 })}
      min={min}
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(next === '' ? '' : Number(next))}
      error={error}
      miw={160}
    />
  );
}
