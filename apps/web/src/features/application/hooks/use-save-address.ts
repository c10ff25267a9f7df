/**
 * Saving an address for the acting person (useActingPerson): the applicant's through `addUpdateUserAddress`, the
 * co-applicant's through their own mutation, their sections fetched again after it.
 */
import { useMutation } from '@apollo/client/react';
import type { AddUpdateUserAddressMutationVariables } from '../../../gql/graphql';
import { AddUpdateUserAddressMutation } from '../graphql/addUpdateUserAddress';
import { CoApplicantAddUpdateUserAddressMutation } from '../graphql/coApplicantSections';
import { useActingPerson, useRefreshCoApplicant } from './use-acting-person';

/** @returns `saveAddress` (throws when the save fails) and whether it is saving */
export function useSaveAddress() {
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const [saveAsApplicant, applicantSave] = useMutation(AddUpdateUserAddressMutation);
  const [saveAsCoApplicant, coApplicantSave] = useMutation(CoApplicantAddUpdateUserAddressMutation);

  /** Saves the address as the acting person. */
  const saveAddress = async (variables: AddUpdateUserAddressMutationVariables) => {
    if (person === 'coApplicant') {
      await saveAsCoApplicant({ variables });
      await refreshCoApplicant();
    } else {
      await saveAsApplicant({ variables });
    }
  };

  return { saveAddress, saving: applicantSave.loading || coApplicantSave.loading };
}
