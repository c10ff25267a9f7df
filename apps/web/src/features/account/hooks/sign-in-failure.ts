/**
 * What went wrong when signing in (use-sign-in.ts), in words fit to show: on the form, or next to the field the
 * server named. The reading of the server's error is loaded only when something went wrong.
 */

/** Shown when the e-mail address and password do not match an account (UNAUTHENTICATED). */
export const SIGN_IN_MISMATCH_MESSAGE = 'That e-mail and password do not match. Check them and try again.';

const FALLBACK_MESSAGE = "We couldn't sign you in just now. Please try again in a moment.";
const NETWORK_MESSAGE = "We couldn't sign you in just now. Check your connection and try again.";

/**
 * @param error what signing in threw
 * @returns the message, with the field (email or password) it belongs to when the server named one; without a
 *   field the message is the form's
 */
export async function readSignInFailure(
  error: unknown,
): Promise<{ field?: 'email' | 'password'; message: string }> {
  // Loaded only when something went wrong (it brings Apollo's error classes).
  const { readAccountError } = await import('../components/graphql-error');
  const problem = readAccountError(error);
  // A network error also shows the toast 'Sorry, there was a network error' (spec §8).
  if (!problem) return { message: NETWORK_MESSAGE };
  if (problem.code === 'UNAUTHENTICATED') return { message: SIGN_IN_MISMATCH_MESSAGE };
  if (problem.code === 'RATE_LIMITED') return { message: problem.message };
  if (problem.code === 'BAD_USER_INPUT' && (problem.field === 'email' || problem.field === 'password')) {
    return { field: problem.field, message: problem.message };
  }
  return { message: problem.code === 'BAD_USER_INPUT' ? problem.message : FALLBACK_MESSAGE };
}
