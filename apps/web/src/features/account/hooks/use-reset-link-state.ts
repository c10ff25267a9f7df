/**
 * Whether the reset link of /reset-password?token=… still works, asked before the form is shown
 * (checkPasswordResetToken), so a used or expired link says so at once rather than after a new password is
 * typed.
 */
import { useQuery } from '@apollo/client/react';
import { CheckPasswordResetTokenQuery } from '../graphql/checkPasswordResetToken';

/** What the reset page shows: the check still running, the form, or why the link no longer works. */
export type ResetLinkState = 'checking' | 'form' | 'used' | 'expired' | 'invalid';

/**
 * @param token the link's token; null when the link is incomplete (nothing is asked)
 * @returns `checking` while the server answers; `used`, `expired` or `invalid` when the link no longer works;
 *   `form` when it works, and also when the check itself fails (a network error or a rate limit): the form
 *   then says what is wrong with the link when it is sent
 */
export function useResetLinkState(token: string | null): ResetLinkState {
  const { data, loading, error } = useQuery(CheckPasswordResetTokenQuery, {
    variables: { input: { token: token ?? '' } },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  if (!token || error) return 'form';
  if (loading || !data) return 'checking';
  switch (data.checkPasswordResetToken) {
    case 'USED':
      return 'used';
    case 'EXPIRED':
      return 'expired';
    case 'INVALID':
      return 'invalid';
    default:
      return 'form';
  }
}
