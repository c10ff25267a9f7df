/**
 * Answers for Apollo's MockedProvider in component tests: a mutation or query the server refuses, with a
 * field error (BAD_USER_INPUT, ARCHITECTURE.md §5) or another GraphQL error, or that never reaches it.
 */
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql';

/** What a test sends: any variables, or the exact ones. */
type Variables = Record<string, unknown> | ((variables: Record<string, unknown>) => boolean);

/** The server refuses `field` with `message` (BAD_USER_INPUT), as the API's input checks do. */
export function badUserInput(field: string, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field, fields: [{ field, message }] },
  });
}

/** A GraphQL error that belongs to no field, e.g. APPLICATION_SUBMITTED. */
export function serverError(message: string, code = 'INTERNAL_SERVER_ERROR'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * The server answers `query` (sent with any variables unless told) with `errors`.
 * @param variables the variables the request must have, or a matcher; any by default
 */
export function answersWithErrors(
  query: DocumentNode,
  errors: GraphQLError[],
  variables: Variables = () => true,
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { errors } };
}

/** `query` fails without an answer from the server (a network error). */
export function failsOnTheNetwork(
  query: DocumentNode,
  variables: Variables = () => true,
): MockLink.MockedResponse {
  return { request: { query, variables }, error: new Error('Failed to fetch') };
}

/** `query` never answers (the page stays loading). */
export function neverAnswers(
  query: DocumentNode,
  variables: Variables = () => true,
): MockLink.MockedResponse {
  return { request: { query, variables }, delay: Number.POSITIVE_INFINITY, result: { data: {} } };
}
