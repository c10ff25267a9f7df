/**
 * The checks every input field shares (see validation.ts for the rules the messages follow): no hidden
 * characters in a text (control characters, bidirectional overrides), and what counts as not given, which
 * tells "Enter your …" from "… must be …" in the messages.
 */
import { z } from 'zod';

/**
 * Characters that no text field accepts: the C0 control characters U+0000 to U+001F (so tab and line breaks
 * too: every text field of the service is a single line), DEL and the C1 controls U+007F to U+009F, and the
 * Unicode bidirectional formatting characters U+061C, U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069,
 * which make text display in another order than it is stored in ("Trojan Source", CVE-2021-42574). NUL cannot
 * even be stored in a PostgreSQL text column.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** As {@link HIDDEN_CHARACTERS}, allowing tab and line feed, for a multi-line text (none so far). */
const HIDDEN_CHARACTERS_MULTILINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether a text is free of control characters and bidirectional overrides (see the list above).
 * @param value the text as sent
 * @param options `multiline: true` allows tab and line feed
 * @returns e.g. `true` for `'Nurse'` and `'O’Brien'`, `false` for `'a\u0000b'` or `'\u202Etxt.exe'`
 */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? HIDDEN_CHARACTERS_MULTILINE : HIDDEN_CHARACTERS).test(value);
}

/**
 * The one refinement every free-text field uses: refuses control characters and bidirectional overrides
 * ({@link isPlainText}) with a message naming the field, which the API returns as BAD_USER_INPUT on that
 * field. Use it with `.check(plainText('Job title'))` on a string schema.
 * @param label the field's name as the person sees it, e.g. `'Job title'`
 * @param options `multiline: true` allows tab and line feed
 * @returns a zod check; error e.g. "Job title can’t contain hidden characters, such as ones copied with
 *   formatting: type it in again"
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => isPlainText(value, options), {
    error: `${label} can’t contain hidden characters, such as ones copied with formatting: type it in again`,
  });
}

/**
 * Whether a value counts as not given: missing, `null`, blank text or not a number (an empty number field).
 * Used to tell "Enter your …" from "… must be …" in the messages.
 */
export function isNotGiven(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}
