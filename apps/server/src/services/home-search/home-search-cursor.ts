/** The opaque cursors of a home search's keyset paging (decision 058). */
import { inputError } from '../../lib/app-error';
import { SORT_NAMES, type SortName } from './home-search-sorts';

/** PostgreSQL's text of a timestamptz, e.g. 2025-12-11 09:30:00.123456+00. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The longest `after` cursor read, characters (decided here: the cursors made are about 150). */
export const CURSOR_MAX_LENGTH = 256;

/** An opaque cursor: base64url of JSON [sort's index, sort key, id]. */
export function encodeCursor(sortName: SortName, key: string | number | null, id: string): string {
  return Buffer.from(JSON.stringify([SORT_NAMES.indexOf(sortName), key, id])).toString('base64url');
}

/**
 * Reads a cursor made by {@link encodeCursor} for the same sort.
 * @throws BAD_USER_INPUT on `after` when it is not one, or was made for another sort
 */
export function decodeCursor(after: string, sortName: SortName): { key: string | number | null; id: string } {
  let value: unknown;
  try {
    // A cursor this service makes is about 150 characters; a longer text is none of them and is not decoded.
    value =
      after.length > CURSOR_MAX_LENGTH ? null : JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const valid =
    Array.isArray(value) &&
    value.length === 3 &&
    value[0] === SORT_NAMES.indexOf(sortName) &&
    typeof value[2] === 'string' &&
    (sortName === 'Most recent'
      ? value[1] === null || (typeof value[1] === 'string' && TIMESTAMP_TEXT.test(value[1]))
      : Number.isInteger(value[1]));
  if (!valid) {
    throw inputError([
      {
        field: 'after',
        message:
          'That page of homes belongs to another search or sort: ask for the first page again (leave out after)',
      },
    ]);
  }
  const [, key, id] = value as [number, string | number | null, string];
  return { key, id };
}
