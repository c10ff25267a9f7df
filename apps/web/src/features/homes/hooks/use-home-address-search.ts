/**
 * The address search of the home's basic-information form (components/home-address-fields.tsx): a postcode looked up
 * in the address index, the chosen address written into the form's fields with its UPRN, and the UPRN forgotten when
 * the first line or the postcode changes after choosing.
 */
import { useLazyQuery } from '@apollo/client/react';
import type { HomeBasicInfoFormInput, HomeBasicInfoFormOutput } from '@stairway/domain/home-submissions';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GetHomeAddressSearchQuery } from '../graphql/getHomeAddressSearch';

/** The basic-information form the address is written into. */
export type HomeAddressForm = UseFormReturn<HomeBasicInfoFormInput, unknown, HomeBasicInfoFormOutput>;

/**
 * @param form the basic-information form
 * @returns the typed postcode (query, setQuery), the search's state (found, loading, error, called), `find` to
 * search, and `choose` to write the address at the given index of `found` into the form
 */
export function useHomeAddressSearch(form: HomeAddressForm) {
  const [query, setQuery] = useState('');
  const [search, { data, loading, error, called }] = useLazyQuery(GetHomeAddressSearchQuery, {
    fetchPolicy: 'network-only',
  });
  const found = data?.getAddressSearch ?? [];
  const chosen = useRef<{ addressLine1: string; postcode: string } | null>(null);
  const [addressLine1, postcode, uprn] = form.watch(['addressLine1', 'postcode', 'uprn']);

  useEffect(() => {
    const picked = chosen.current;
    if (!uprn) return;
    if (picked && (picked.addressLine1 !== addressLine1 || picked.postcode !== postcode)) {
      chosen.current = null;
      form.setValue('uprn', null);
    }
  }, [addressLine1, postcode, uprn, form]);

  const find = () => {
    if (query.trim() === '') return;
    void search({ variables: { input: { postcode: query } } });
  };

  const choose = (index: string) => {
    const address = found[Number(index)];
    if (!address) return;
    const options = { shouldValidate: true, shouldDirty: true };
    chosen.current = { addressLine1: address.addressLine1, postcode: address.postcode };
    form.setValue('addressLine1', address.addressLine1, options);
    form.setValue('addressLine2', address.addressLine2 ?? '', options);
    form.setValue('addressLine3', address.addressLine3 ?? '', options);
    form.setValue('postTown', address.postTown ?? '', options);
    form.setValue('postcode', address.postcode, options);
    form.setValue('uprn', address.uprn ?? null, { shouldDirty: true });
  };

  return { query, setQuery, found, loading, error, called, find, choose };
}
