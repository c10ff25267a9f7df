/** How the landlord forms show a failed call: on its fields when the server named them, else one message. */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, readGraphQLError } from '../../../lib/server-errors';

/**
 * Puts the server's field errors on the form's fields.
 * @param fields the form's field names that the server may name
 * @param offline the message when the call did not reach the server
 * @returns the message to show above the button, or null when every problem is on a field
 */
export function formProblem<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  offline: string,
): string | null {
  const message = applyServerErrors(error, setError, fields);
  if (message) return message;
  return readGraphQLError(error) ? null : offline;
}
