/**
 * The change-of-e-mail link's page state (spec §7 `verifyNewEmailToken`): on load it calls the mutation once
 * with the link's token (React StrictMode runs effects twice, and a link works only once), then says how it
 * went; a signed-in session is refetched so that the new address shows.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { VerifyNewEmailTokenMutation } from '../graphql/verifyNewEmailToken';

/** What opening the link gave. */
export type ConfirmOutcome =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'problem'; message: string }
  | { kind: 'failed' };

/** @returns whether the visitor is signed in, the outcome, `retry()` after a failure, and the heading's ref */
export function useConfirmEmail() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [outcome, setOutcome] = useState<ConfirmOutcome>(token ? { kind: 'checking' } : { kind: 'missing' });
  const [confirm] = useMutation(VerifyNewEmailTokenMutation);
  const requested = useRef<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const refetch = useRef(session.refetch);
  refetch.current = session.refetch;

  const run = useRef(async (value: string) => {
    setOutcome({ kind: 'checking' });
    try {
      const { data } = await confirm({ variables: { input: { token: value } } });
      setOutcome({ kind: 'confirmed', email: data?.verifyNewEmailToken.email ?? '' });
      await refetch.current();
    } catch (error) {
      const problem = readGraphQLError(error);
      setOutcome(problem ? { kind: 'problem', message: problem.message } : { kind: 'failed' });
    }
  });

  useEffect(() => {
    document.title = 'Confirm your new e-mail address · Stairway';
    if (!token || requested.current === token) return;
    requested.current = token;
    void run.current(token);
  }, [token]);

  useEffect(() => {
    if (outcome.kind !== 'checking') titleRef.current?.focus();
  }, [outcome.kind]);

  return {
    signedIn: Boolean(session.token),
    outcome,
    titleRef,
    retry: () => token && void run.current(token),
  };
}
