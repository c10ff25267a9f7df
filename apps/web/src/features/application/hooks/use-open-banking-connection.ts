/**
 * The signed-in person's bank connection once their bank was connected (decision 054): the accounts shared, the
 * connection's state and when its consent ends, and "Disconnect". Inside a co-applicant's page (useActingPerson) it is
 * the co-applicant's own connection.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import type { OpenBankingConnectionFieldsFragment as ConnectionFields } from '../../../gql/graphql';
import {
  CoApplicantOpenBankingConnectionQuery,
  DisconnectOpenBankingMutation,
  MyOpenBankingConnectionQuery,
} from '../graphql/openBankingConnection';
import { useActingPerson } from './use-acting-person';

/** The connection as the page shows it. */
export type OpenBankingConnection = ConnectionFields;

/** How many days before the consent ends the page asks to reconnect (as the reminder e-mail). */
export const RECONNECT_NOTICE_DAYS = 7;

/**
 * Whether the person should reconnect: the connection needs it, has expired, or its consent ends within 7 days.
 * @param now the instant to compare with
 */
export function needsReconnect(connection: OpenBankingConnection | null, now = dayjs()): boolean {
  if (!connection) return false;
  if (connection.state === 'ReconnectNeeded' || connection.state === 'Expired') return true;
  return (
    connection.state === 'Active' &&
    connection.consentExpiresAt != null &&
    dayjs(connection.consentExpiresAt).diff(now, 'day', true) <= RECONNECT_NOTICE_DAYS
  );
}

/**
 * The person's connection and "Disconnect".
 * @param enabled false while the step is locked (nothing to read)
 * @param state the application's open banking state (e.g. "Connected/true"): when it changes (a check
 *   connected the bank), the connection is read again
 */
export function useOpenBankingConnection(enabled: boolean, state: string) {
  const coApplicant = useActingPerson() === 'coApplicant';
  const mine = useQuery(MyOpenBankingConnectionQuery, { skip: !enabled || coApplicant });
  const theirs = useQuery(CoApplicantOpenBankingConnectionQuery, { skip: !enabled || !coApplicant });
  const raw = coApplicant
    ? theirs.data?.coApplicant?.openBankingConnection
    : mine.data?.getApplication?.openBankingConnection;
  const connection: OpenBankingConnection | null = raw ?? null;
  const refetch = coApplicant ? theirs.refetch : mine.refetch;
  const seen = useRef(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the application's state changes
  useEffect(() => {
    if (seen.current === state) return;
    seen.current = state;
    if (enabled) void refetch();
  }, [state, enabled]);
  const [disconnectMutation, { loading: disconnecting, error: disconnectError }] = useMutation(
    DisconnectOpenBankingMutation,
    { refetchQueries: 'active', awaitRefetchQueries: true },
  );
  return {
    connection,
    /** Disconnects; the page's queries are fetched again. Throws the server's error (e.g. PROVIDER_UNAVAILABLE). */
    disconnect: async () => {
      await disconnectMutation();
    },
    disconnecting,
    disconnectError,
  };
}
