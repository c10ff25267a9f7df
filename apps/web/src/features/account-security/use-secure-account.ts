/**
 * The state of the "This wasn't me" page, /account/secure?token=… (decision 052): the link is checked first
 * (checkAccountSecurityToken), then one confirm click secures the account (secureAccount) and forgets this browser's
 * session, which the server has just signed out with every other.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readGraphQLError } from '../../lib/server-errors';
import { useTokenSession } from '../../lib/session';
import { CheckAccountSecurityTokenQuery, SecureAccountMutation } from './graphql';

/** What the page shows. */
export type SecureAccountView =
  | { kind: 'checking' }
  | { kind: 'confirm' }
  | { kind: 'used' | 'expired' | 'invalid' | 'missing' }
  | { kind: 'done'; emailRestored: boolean; resetLinkSentTo: string | null };

/**
 * @returns the view, whether the confirm call is running, an error message when it failed for another reason
 *   (a network failure, a rate limit), and `confirm` to secure the account
 */
export function useSecureAccount() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useTokenSession();
  const check = useQuery(CheckAccountSecurityTokenQuery, {
    variables: { input: { token: token ?? '' } },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [secure, { loading }] = useMutation(SecureAccountMutation);
  const [outcome, setOutcome] = useState<SecureAccountView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  let view: SecureAccountView;
  if (outcome) view = outcome;
  else if (!token) view = { kind: 'missing' };
  else if (check.loading) view = { kind: 'checking' };
  else {
    const state = check.data?.checkAccountSecurityToken;
    view =
      state === 'USED'
        ? { kind: 'used' }
        : state === 'EXPIRED'
          ? { kind: 'expired' }
          : state === 'INVALID'
            ? { kind: 'invalid' }
            : { kind: 'confirm' };
  }

  const confirm = async () => {
    if (!token || loading) return;
    setProblem(null);
    try {
      const { data } = await secure({ variables: { input: { token } } });
      if (!data) throw new Error('no answer');
      // The server signed every session out, this browser's too: forget it here.
      session.expire();
      setOutcome({ kind: 'done', ...data.secureAccount });
    } catch (error) {
      const code = readGraphQLError(error)?.code;
      if (code === 'TOKEN_USED') setOutcome({ kind: 'used' });
      else if (code === 'TOKEN_EXPIRED') setOutcome({ kind: 'expired' });
      else if (code === 'TOKEN_INVALID') setOutcome({ kind: 'invalid' });
      else setProblem('We couldn’t secure your account just now. Check your connection and try again.');
    }
  };
  return { view, loading, problem, confirm };
}
