/**
 * The state of the pipeline detail panel (spec §7 getPipelineHomes, getPipelineDetails): the applicant's saved
 * homes, the one chosen (the target's, else the first), and that home's details for the applicant.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { GetPipelineDetailsQuery } from '../graphql/getPipelineDetails';
import { GetPipelineHomesQuery } from '../graphql/getPipelineHomes';

/** What the panel shows: an applicant, and one of their homes when chosen. */
export type DetailsTarget = { applicationId: string; homeId?: string };

/**
 * @param target the applicant (and home) to show, or null while the panel is closed
 * @returns the saved `homes` (with `homesLoading`), the `chosen` home's id and `choose(homeId)`, and the
 *   `details` (with `detailsLoading` and `detailsFailed`)
 */
export function usePipelineDetails(target: DetailsTarget | null) {
  const [homeId, setHomeId] = useState<string | undefined>(target?.homeId);
  useEffect(() => setHomeId(target?.homeId), [target]);
  const homes = useQuery(GetPipelineHomesQuery, {
    variables: { applicationId: target?.applicationId ?? null, pageSize: 100 },
    skip: !target,
  });
  const saved = homes.data?.getPipelineHomes.homes ?? [];
  const chosen = homeId ?? saved[0]?.id;
  const details = useQuery(GetPipelineDetailsQuery, {
    variables: { applicationId: target?.applicationId ?? '', homeId: chosen ?? '' },
    skip: !target || !chosen,
  });
  return {
    homes: saved,
    homesLoading: homes.loading,
    chosen,
    choose: setHomeId,
    details: details.data?.getPipelineDetails,
    detailsLoading: details.loading,
    detailsFailed: Boolean(details.error),
  };
}
