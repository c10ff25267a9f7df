/** How the landlord's listing form shows a photo the server refused. */
import { getServerFieldErrors } from '../../../lib/server-errors';

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
