/**
 * Reads the BAD_USER_INPUT errors of a mutation (ARCHITECTURE.md §5): `extensions.field` names the first
 * invalid field (e.g. `email`, `preferredLocations.1`, `checks.over18`, `moveInDate`) with the error's
 * message, and `extensions.fields` lists every one. Used by onboarding and the application's forms.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** One problem with one input field, as the server reports it. */
export type ServerFieldError = { field: string; message: string };

function isFieldError(value: unknown): value is ServerFieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerFieldError).field === 'string' &&
    typeof (value as ServerFieldError).message === 'string'
  );
}

/**
 * The field errors of a failed mutation.
 *
 * @param error what the mutation threw
 * @returns one entry per invalid field (first field first), or an empty list when the error is not a
 *   BAD_USER_INPUT GraphQL error (a network error, an unexpected server error)
 */
export function getServerFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const found: ServerFieldError[] = [];
  for (const graphQLError of error.errors) {
    const extensions = graphQLError.extensions ?? {};
    if (extensions.code !== 'BAD_USER_INPUT') continue;
    const fields = Array.isArray(extensions.fields) ? extensions.fields.filter(isFieldError) : [];
    if (fields.length > 0) found.push(...fields);
    else if (typeof extensions.field === 'string')
      found.push({ field: extensions.field, message: graphQLError.message });
    else found.push({ field: 'input', message: graphQLError.message });
  }
  const seen = new Set<string>();
  return found.filter((entry) => {
    if (seen.has(entry.field)) return false;
    seen.add(entry.field);
    return true;
  });
}

/**
 * Whether the mutation failed with a GraphQL error (the server answered), as opposed to a network error,
 * which the app's Apollo error link already reports with the toast 'Sorry, there was a network error' (spec §8; the
 * operators' console has its own client without that link, so its pages say so themselves).
 *
 * @param error what the mutation threw
 */
export function isGraphQLError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/**
 * The first GraphQL error of a failed call: its `extensions.code` (e.g. APPLICATION_SUBMITTED, NOT_FOUND) and
 * its message, which the server writes to be shown as it is, and all its `extensions`.
 *
 * @param error what the call threw
 * @returns null for anything but a GraphQL error (a network error is already shown as a toast, spec §8)
 */
export function readGraphQLError(
  error: unknown,
): { code: string | undefined; message: string; extensions: Record<string, unknown> } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (!first) return null;
  const extensions = first.extensions ?? {};
  const code = extensions.code;
  return { code: typeof code === 'string' ? code : undefined, message: first.message, extensions };
}

/**
 * Shows a failed save's field errors next to the fields of a react-hook-form form, and says what is left.
 *
 * @param error what the mutation threw
 * @param setError the form's setError
 * @param fields the names of the form's fields; a server field outside them is not set on the form
 * @returns the message to show above the form: the errors that belong to no field, or the first GraphQL
 *   error's message for any other failure (e.g. "Your application has already been submitted…"); null when
 *   every error was placed on a field, or for a network error (already shown as a toast, spec §8)
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  const fieldErrors = getServerFieldErrors(error);
  if (fieldErrors.length === 0) return readGraphQLError(error)?.message ?? null;
  const left: string[] = [];
  let focused = false;
  for (const { field, message } of fieldErrors) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else left.push(message);
  }
  return left.length > 0 ? left.join(' ') : null;
}

/**
 * Puts the server's field errors on the form's fields, and says what is left: the errors that belong to no
 * field or another GraphQL error's message (applyServerErrors), else `offline` when the call did not reach the
 * server.
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
