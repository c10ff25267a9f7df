/**
 * The customer's repairs (myRepairs), read again when they come back to the tab, and their message on a repair
 * (addRepairMessage), after which the repairs are read again.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { readGraphQLError } from '../../../lib/server-errors';
import { MyRepairsQuery } from '../graphql/myRepairs';
import { AddRepairMessageMutation } from '../graphql/reportRepair';

/** The page's data and actions. */
export function useRepairs() {
  const query = useQuery(MyRepairsQuery, { fetchPolicy: 'cache-and-network' });
  const [addMessage] = useMutation(AddRepairMessageMutation);
  const sendMessage = async (repairId: string, message: string): Promise<string | null> => {
    try {
      await addMessage({ variables: { input: { repairId, message } } });
      await query.refetch();
      return null;
    } catch (error) {
      return (
        readGraphQLError(error)?.message ??
        'We couldn’t send your message: check your connection and try again.'
      );
    }
  };
  return {
    repairs: query.data?.myRepairs,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch(),
    refetch: () => void query.refetch(),
    sendMessage,
  };
}
