/** Whether a query failed because the pipeline token is no longer accepted (expired, or a new password). */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** @returns true when any GraphQL error of the result is UNAUTHENTICATED or FORBIDDEN */
export function isSessionEnded(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'FORBIDDEN')
  );
}
