/**
 * The co-applicant pages' data: the signed-in co-applicant with their steps and the shared progress (spec §7
 * `coApplicant`, network-only as a current-user query; later renders read the cache, which every save updates).
 */
import { useQuery } from '@apollo/client/react';
import type { CoApplicantHomeQuery as Result } from '../../../gql/graphql';
import { CoApplicantHomeQuery } from '../graphql/coApplicantHome';

/** The co-applicant as their pages read them. */
export type CoApplicant = Result['coApplicant'];

/** @returns `coApplicant` once loaded, `error` and `refetch` */
export function useCoApplicant() {
  const { data, error, refetch } = useQuery(CoApplicantHomeQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return { coApplicant: data?.coApplicant, error, refetch };
}
