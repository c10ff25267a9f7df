/**
 * The one set of name fields (spec §3 "User: firstName, middleName, lastName"; "Application: otherFirstName,
 * otherMiddleName, otherLastName"), used by onboarding's name step and the application's About you: a first,
 * an optional middle and a last name, each with its error under it.
 */
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './text-field';

/** Which names: the person's own, or another name they have been known by. */
export type NameKind = 'own' | 'other';

const NAMES = {
  own: [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
    { name: 'middleName', label: 'Middle name (optional)', autoComplete: 'additional-name' },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  ],
  other: [
    { name: 'otherFirstName', label: 'Other first name', autoComplete: 'off' },
    { name: 'otherMiddleName', label: 'Other middle name (optional)', autoComplete: 'off' },
    { name: 'otherLastName', label: 'Other last name', autoComplete: 'off' },
  ],
} as const;

/** Props of {@link NameFields}. */
export type NameFieldsProps<T extends FieldValues, TOut> = {
  /**
   * The control of a form with string fields `firstName`, `middleName` and `lastName` (kind "own"), or
   * `otherFirstName`, `otherMiddleName` and `otherLastName` (kind "other").
   */
  control: Control<T, unknown, TOut>;
  /** "own" (default): the person's name, filled in by the browser; "other": a name they were known by. */
  kind?: NameKind;
  /** Help text under the middle name, e.g. "Leave blank if you don't have one." */
  middleNameDescription?: ReactNode;
};

/**
 * Shows the three name fields.
 * @returns three text inputs, named "First name", "Middle name (optional)" and "Last name" (or "Other first
 *   name" and so on), whose field values are the names typed ('' when empty)
 */
export function NameFields<T extends FieldValues, TOut>({
  control,
  kind = 'own',
  middleNameDescription,
}: NameFieldsProps<T, TOut>) {
  return NAMES[kind].map((field, index) => (
    <TextField
      key={field.name}
      control={control}
      name={field.name as FieldPath<T>}
      label={field.label}
      description={index === 1 ? middleNameDescription : undefined}
      autoComplete={field.autoComplete}
    />
  ));
}
