/**
 * Reads the first GraphQL error of a failed mutation (ARCHITECTURE.md §5: a stable `extensions.code`, a
 * message fit to show, and for bad input `extensions.field`). Used by the sign-in and e-mail verification
 * pages (spec §2 "Landing and auth").
 */
import { readGraphQLError } from '../../../lib/server-errors';

/** The first GraphQL error of a failure, in the shape the account pages use. */
export type AccountError = {
  /** `extensions.code`, e.g. UNAUTHENTICATED, TOKEN_EXPIRED; undefined when the server gave none. */
  code: string | undefined;
  /** The server's message, written to be shown to the user. */
  message: string;
  /** `extensions.field` for BAD_USER_INPUT, e.g. `email`. */
  field: string | undefined;
  /** `extensions.emailVerified` of TOKEN_USED and TOKEN_EXPIRED. */
  emailVerified: boolean | undefined;
};

/**
 * The first GraphQL error of what a mutation threw.
 *
 * @param error what the mutation threw
 * @returns the code, message, field and emailVerified of the first GraphQL error, or null for anything else
 *   (a network error, which the Apollo error link already shows as a toast, spec §8)
 */
export function readAccountError(error: unknown): AccountError | null {
  const first = readGraphQLError(error);
  if (!first) return null;
  const { field, emailVerified } = first.extensions;
  return {
    code: first.code,
    message: first.message,
    field: typeof field === 'string' ? field : undefined,
    emailVerified: typeof emailVerified === 'boolean' ? emailVerified : undefined,
  };
}
