/** How the landlord forms show a failed call: on its fields when the server named them, else one message. */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, getServerFieldErrors, readGraphQLError } from '../../../lib/server-errors';

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

/**
 * The server names a photo it refuses by its place among the listing's photos, `images.N` (0-based, in the order
 * the form shows them; apps/server/src/services/landlord-listings/check-new-images.ts). Such errors belong by the
 * photos, saying which one: "Photo 3: We haven’t received this photo: add it again."
 * @param error what the save threw
 * @returns the message for the photos section, or null when no BAD_USER_INPUT error names a photo
 */
export function photoProblem(error: unknown): string | null {
  const photos = getServerFieldErrors(error).filter((entry) => /^images\.\d+$/.test(entry.field));
  if (photos.length === 0) return null;
  return photos
    .map((entry) => `Photo ${Number(entry.field.slice('images.'.length)) + 1}: ${entry.message}`)
    .join(' ');
}
