/**
 * Who is acting on the shared section pages (decision 015: the co-applicant's address history, income, identity
 * verification and bank statements reuse the applicant's components): the applicant, on their own application, or the
 * co-applicant, on their own rows of it. The server decides whose rows a call touches from the session token alone;
 * this only chooses which fields the web app selects and reads back, since a co-applicant may not read the applicant's
 * application (the section operations' payloads).
 */
import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import type { CoApplicantSectionFieldsFragment } from '../../../gql/graphql';
import { CoApplicantSectionsQuery } from '../graphql/coApplicantSections';

/** The applicant (the default) or the co-applicant. */
export type ActingPerson = 'applicant' | 'coApplicant';

const ActingPersonContext = createContext<ActingPerson>('applicant');

/** Makes the co-applicant (or the applicant) the person the section components inside act as. */
export function ActingPersonProvider({ person, children }: { person: ActingPerson; children: ReactNode }) {
  return <ActingPersonContext.Provider value={person}>{children}</ActingPersonContext.Provider>;
}

/** @returns who the section components act as: 'applicant' unless inside a co-applicant's page */
export function useActingPerson(): ActingPerson {
  return useContext(ActingPersonContext);
}

/**
 * @returns a function that fetches the co-applicant's sections again (network-only) and resolves with them,
 *   after one of their saves; the cache, and so every page showing them, updates
 */
export function useRefreshCoApplicant(): () => Promise<CoApplicantSectionFieldsFragment | undefined> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: CoApplicantSectionsQuery, fetchPolicy: 'network-only' });
    return data?.coApplicant;
  }, [client]);
}
