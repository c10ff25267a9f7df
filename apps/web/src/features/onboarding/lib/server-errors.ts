/**
 * Reads the `onboard` mutation's BAD_USER_INPUT errors (ARCHITECTURE.md §5): `extensions.field` names the
 * first invalid field (e.g. `email`, `preferredLocations.1`, `checks.over18`) with the error's message, and
 * `extensions.fields` lists every one.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
 * which the Apollo error link already reports with the toast 'Sorry, there was a network error' (spec §8).
 *
 * @param error what the mutation threw
 */
export function isGraphQLError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
