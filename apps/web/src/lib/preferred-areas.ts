/**
 * Saving the applicant's preferred postcode districts (at any time, submitted or not, decision 059), from the explore
 * page's "Your areas" and the dashboard's nearby districts: through `updateApplication` with the districts alone, then
 * the session's `me` is loaded again so that the page (and the budget in the top bar) follow. A failed save gives the
 * server's message, written for a person (e.g. an unknown district); a network error is already shown as a toast (spec
 * §8).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { UpdatePreferredLocationsMutation } from './graphql/updatePreferredLocations';
import { getServerFieldErrors, readGraphQLError } from './server-errors';
import { useSession } from './session';

/**
 * @returns `save(areas)`, which resolves to true once saved (false when it failed), whether a save runs,
 *   and the last failure's message (null when none)
 */
export function usePreferredAreas() {
  const session = useSession();
  const [update, { loading }] = useMutation(UpdatePreferredLocationsMutation);
  const [error, setError] = useState<string | null>(null);

  const save = async (areas: string[]): Promise<boolean> => {
    setError(null);
    try {
      await update({ variables: { input: { preferredLocations: areas } } });
      await session.refetch();
      return true;
    } catch (failure) {
      const fieldError = getServerFieldErrors(failure)[0];
      setError(fieldError?.message ?? readGraphQLError(failure)?.message ?? null);
      return false;
    }
  };

  return { save, saving: loading, error, clearError: () => setError(null) };
}
