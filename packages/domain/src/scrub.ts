/**
 * Scrubbing personal data out of error reports, the one way the server's and the browser's Sentry set-ups
 * share (decision 032): every string is passed through the caller's text scrubber, and the value under a
 * secret key is replaced whatever it is. Each side keeps its own text rules and key list
 * (apps/server/src/lib/error-reporting.ts, apps/web/src/lib/error-scrub.ts).
 */

/** How {@link scrubDeep} scrubs. */
export type ScrubOptions = {
  /** Scrubs one string, e.g. cutting e-mail addresses and token values out of it. */
  scrubText: (text: string) => string;
  /** Keys whose values are always replaced, in lower case (keys are compared in lower case). */
  secretKeys: ReadonlySet<string>;
  /** What replaces a secret value, e.g. `[redacted]`. */
  redacted: string;
};

/** How deep {@link scrubDeep} goes; anything deeper is left as it is. */
export const SCRUB_MAX_DEPTH = 12;

/**
 * Scrubs free-form data in place, at any depth up to {@link SCRUB_MAX_DEPTH}: arrays and objects are
 * walked, strings scrubbed, and the values under secret keys replaced.
 * @param value a string, an array or an object (an event's extra, tags, contexts, breadcrumb data, span
 *   attributes)
 * @param options the text scrubber, the secret keys and the replacement
 * @returns the scrubbed value: a new string for a string (strings are immutable, so callers store it), the
 *   same array or object, changed in place, otherwise
 */
export function scrubDeep(value: unknown, options: ScrubOptions, depth = 0): unknown {
  if (typeof value === 'string') return options.scrubText(value);
  if (!value || typeof value !== 'object' || depth > SCRUB_MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = scrubDeep(value[i], options, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    record[key] = options.secretKeys.has(key.toLowerCase())
      ? options.redacted
      : scrubDeep(inner, options, depth + 1);
  }
  return value;
}
