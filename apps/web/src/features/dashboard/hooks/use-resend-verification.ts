/**
 * "Send a new link" on the dashboard's verify-e-mail card (spec §3 "User: emailVerified"):
 * `resendVerificationEmail` for the signed-in applicant, and where that stands.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ResendVerificationEmailMutation } from '../../../lib/graphql/resendVerificationEmail';

/** Where asking for a new link stands. */
export type ResendState = { status: 'idle' } | { status: 'sent' } | { status: 'error'; message: string };

/**
 * @param onVerified called when the server says the address is already verified (the page refetches the
 *   session, and the card goes away)
 * @returns `state`, `loading` while the link is sent, and `sendNewLink()`; a rate-limited request (more than
 *   5 an hour, RATE_LIMITED) says to use the latest link
 */
export function useResendVerification(onVerified: () => void) {
  const [resend, { loading }] = useMutation(ResendVerificationEmailMutation);
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const sendNewLink = async () => {
    setState({ status: 'idle' });
    try {
      const { data } = await resend({ variables: { input: {} } });
      if (data?.resendVerificationEmail.alreadyVerified) {
        onVerified();
        return;
      }
      setState({ status: 'sent' });
    } catch (error) {
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      setState({
        status: 'error',
        message:
          code === 'RATE_LIMITED'
            ? 'You have asked for several links in the last hour. Please use the latest one, or try again later.'
            : 'We couldn’t send a new link just now. Please try again in a few minutes.',
      });
    }
  };

  return { state, loading, sendNewLink };
}
