/**
 * The JSON logger (pino). Level from LOG_LEVEL. Logs never carry personal data or SQL parameters: fields
 * that may hold them are redacted by pino wherever they appear one level deep (e-mail addresses, passwords,
 * tokens, links, request variables, headers that authenticate), and errors go through
 * {@link serializeError}, which keeps what helps to find a fault (type, message, code, constraint, stack)
 * and drops what carries values (a Drizzle error's `params` and the "params:" line of its message, a
 * PostgreSQL error's `detail` and `where`, e.g. "Key (email)=(ann@example.com) already exists").
 */
import pino from 'pino';

/** What replaces a redacted value. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are never logged, at the top level and one level down (e.g. `user.email`); the error
 * reports (lib/error-reporting.ts) redact them at any depth.
 */
export const SECRET_KEYS = [
  'email',
  'to',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'links',
  'params',
  'parameters',
  'variables',
  'authorization',
  'cookie',
  'nin',
  'phoneNumber',
  'dateOfBirth',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'headers.authorization',
  'headers.cookie',
];

/** Error properties that carry values or query text and are never logged. */
const DROPPED_ERROR_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'query']);
/** Error properties worth keeping when present (pg's DatabaseError fields that name no value). */
const KEPT_ERROR_KEYS = [
  'code',
  'severity',
  'table',
  'column',
  'constraint',
  'routine',
  'schema',
  'statusCode',
];

/** An e-mail address anywhere in a text (local part and a domain with a top-level domain of letters). */
const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Query parameters whose values are secrets or personal: `?token=…`, `&email=…`, a signature, a code. */
const SECRET_QUERY_PATTERN =
  /([?&](?:token|code|email|key|signature|sig|password|X-Amz-Signature|X-Amz-Credential)=)[^&#\s"']*/gi;

/**
 * Cuts the values out of an error's message or stack: the "params: …" line of a Drizzle "Failed query"
 * message, and the value PostgreSQL quotes in "invalid input syntax for type uuid: "…"" and "invalid input
 * value for enum …: "…"", any e-mail address (an error may name the address it was about), and the values of
 * secret query parameters (`token=`, `email=`, `code=`, signatures). Used by {@link serializeError} and by the
 * error reports (lib/error-reporting.ts).
 * @param text an error's message or stack
 * @returns the text with those values replaced by {@link REDACTED}
 */
export function withoutParams(text: string): string {
  return text
    .replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`)
    .replace(/(invalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g, `$1${REDACTED}`)
    .replace(EMAIL_PATTERN, REDACTED)
    .replace(SECRET_QUERY_PATTERN, `$1${REDACTED}`);
}

/** A serialized error, as logged. */
export type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [key: string]: unknown;
};

/**
 * Serializes an error for the log without the values it may carry (see the file comment): its type,
 * message and stack (a Drizzle query error's parameters cut out), the pg fields that name no value, and its
 * cause (or, for a GraphQL error, its original error), to three levels.
 * @param error anything thrown
 * @returns a plain object for pino's `err`
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const record = error as unknown as Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: withoutParams(error.message),
    stack: error.stack ? withoutParams(error.stack) : undefined,
  };
  for (const key of KEPT_ERROR_KEYS) {
    const value = record[key];
    if ((typeof value === 'string' || typeof value === 'number') && !DROPPED_ERROR_KEYS.has(key)) {
      serialized[key] = value;
    }
  }
  const inner = record.originalError ?? error.cause;
  if (inner && depth < 3) serialized.cause = serializeError(inner, depth + 1);
  return serialized;
}

/**
 * Creates the process logger.
 * @param level a pino level, e.g. `info`, or `silent`
 * @param destination where lines go (tests capture them); default standard output
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { service: 'stairway' },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

/** The logger type used in the context and services. */
export type Logger = ReturnType<typeof createLogger>;
