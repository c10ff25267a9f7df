/**
 * The address history page's state (spec §2 Address history): which address is being edited (a new one
 * straight away while there are none), removing an address after confirmation (`deleteUserAddress`), and a
 * removal's error. The applicant removes their own addresses, the co-applicant theirs (useActingPerson).
 */
import { useMutation } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { CoApplicantDeleteUserAddressMutation } from '../graphql/coApplicantSections';
import { DeleteUserAddressMutation } from '../graphql/deleteUserAddress';
import { useActingPerson, useRefreshCoApplicant } from './use-acting-person';
import type { Application, ApplicationAddress } from './use-application';

/** What is being edited: nothing, a new address, or the address with this id. */
export type AddressEditing = null | 'new' | string;

/**
 * @param application the loaded application (its addresses, latest first, and the months still needed)
 * @returns `editing` and `setEditing`, `askToRemove(address)`, `removing` while a removal runs, `pageError`,
 *   `earliest` (the last address of the history) and `complete` (more than 35 months covered, spec §5)
 */
export function useAddressHistory(
  application: Pick<Application, 'addresses' | 'addressHistoryMonthsNeeded'>,
) {
  const addresses = application.addresses;
  const [editing, setEditing] = useState<AddressEditing>(addresses.length === 0 ? 'new' : null);
  const [pageError, setPageError] = useState<string | null>(null);
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const [removeAsApplicant, applicantRemoval] = useMutation(DeleteUserAddressMutation);
  const [removeAsCoApplicant, coApplicantRemoval] = useMutation(CoApplicantDeleteUserAddressMutation);
  const removing = applicantRemoval.loading || coApplicantRemoval.loading;
  const remove = async (id: string) => {
    if (person === 'coApplicant') {
      await removeAsCoApplicant({ variables: { input: { id } } });
      await refreshCoApplicant();
    } else {
      await removeAsApplicant({ variables: { input: { id } } });
    }
  };

  const askToRemove = (address: ApplicationAddress) =>
    confirmRemove({
      title: 'Remove this address?',
      children: (
        <Text>
          {address.addressLine1}, {address.postCode} will be removed from your address history.
        </Text>
      ),
      remove: () => remove(address.id),
      onError: setPageError,
    });

  return {
    editing,
    setEditing,
    askToRemove,
    removing,
    pageError,
    earliest: addresses.at(-1),
    complete: application.addressHistoryMonthsNeeded === 0 && addresses.length > 0,
  };
}
