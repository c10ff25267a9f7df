/**
 * Expected errors, thrown as GraphQLErrors with a stable `extensions.code` (ARCHITECTURE.md §5).
 * Anything else thrown in a resolver is masked by Yoga as "Unexpected error.".
 */
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** Stable error codes clients may rely on. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_USED'
  | 'TOKEN_INVALID'
  | 'RATE_LIMITED'
  | 'APPLICATION_SUBMITTED'
  | 'APPLICATION_INCOMPLETE'
  | 'BUDGET_TOO_LOW'
  | 'STEP_LOCKED';

/** One problem with one input field. */
export type FieldError = { field: string; message: string };

/**
 * Builds an expected error.
 * @param code the stable code in `extensions.code`
 * @param message a message fit to show a user
 * @param extra further extensions (for example `field`)
 */
export function appError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * A bad-input error naming the field(s). The first field's message is the error message; every field is
 * listed in `extensions.fields` and the first in `extensions.field`.
 */
export function inputError(fields: FieldError[]): GraphQLError {
  const first = fields[0] ?? { field: 'input', message: 'The input is not valid' };
  return appError('BAD_USER_INPUT', first.message, { field: first.field, fields });
}

/**
 * Parses input with a zod schema from packages/domain.
 * @returns the parsed (transformed) value
 * @throws GraphQLError BAD_USER_INPUT naming every invalid field, e.g. `preferredLocations.1`
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, fieldPrefix = ''): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw inputError(
    result.error.issues.map((issue) => ({
      field: [fieldPrefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'input',
      message: issue.message,
    })),
  );
}

/** The caller is not signed in (or the token is not valid). */
export const unauthenticated = () => appError('UNAUTHENTICATED', 'Please sign in to continue.');

/** A record that does not exist or belongs to someone else (never reveal which). */
export const notFound = (what: string) => appError('NOT_FOUND', `${what} was not found.`);
