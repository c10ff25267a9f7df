/**
 * The address form's postcode search (spec §2 Address history) through `getAddressSearch`: the typed postcode, the
 * search and its error, the addresses found, and filling the form's fields from the one chosen. A failed search opens
 * the address fields for typing the address in.
 */
import { useLazyQuery } from '@apollo/client/react';
import type { UserAddressInput } from '@stairway/domain/application-validation';
import { normalisePostcode } from '@stairway/domain/postcode';
import { useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { getServerFieldErrors } from '../../../lib/server-errors';
import { GetAddressSearchQuery } from '../graphql/getAddressSearch';

/** An address the search found. */
export type AddressSearchResult = {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  postcode: string;
  postTown?: string | null;
  country?: string | null;
  uprn?: string | null;
};

/**
 * @param initialPostcode the postcode the search field starts with
 * @param setValue the address form's setter (the postcode searched, the chosen address's fields)
 * @param showManual shows the address fields
 * @returns the typed postcode and its setter, `findAddress`, `searching`, `searchError`, `searchedFor`, the addresses
 *   found (`results`) and `choose`
 */
export function useAddressSearch(
  initialPostcode: string,
  setValue: UseFormSetValue<UserAddressInput>,
  showManual: () => void,
) {
  const [search, { data: searchData, loading: searching }] = useLazyQuery(GetAddressSearchQuery);
  const [postcodeQuery, setPostcodeQuery] = useState(initialPostcode);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searchedFor, setSearchedFor] = useState<string | null>(null);
  const results: readonly AddressSearchResult[] = searchedFor ? (searchData?.getAddressSearch ?? []) : [];

  /** Searches the typed postcode; on failure says why and opens the address fields. */
  const findAddress = async () => {
    setSearchError(null);
    const postcode = normalisePostcode(postcodeQuery);
    if (!postcode) {
      // Only this message applies now, not the last search's "no addresses for …".
      setSearchedFor(null);
      setSearchError('Enter a full UK postcode, for example PO37 6BU');
      return;
    }
    try {
      const result = await search({ variables: { input: { postcode } } });
      if (result.error) throw result.error;
      setSearchedFor(postcode);
      setValue('postCode', postcode);
    } catch (failure) {
      setSearchError(
        getServerFieldErrors(failure)[0]?.message ??
          'We couldn’t search for addresses just now. Enter your address below instead.',
      );
      showManual();
    }
  };

  /** Fills the fields from the found address at `index` (the select's value) and shows them. */
  const choose = (index: string) => {
    const found = results[Number(index)];
    if (!found) return;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('addressLine1', found.addressLine1, options);
    setValue('addressLine2', found.addressLine2 ?? '', options);
    setValue('addressLine3', found.addressLine3 ?? '', options);
    setValue('postTown', found.postTown ?? '', options);
    setValue('postCode', found.postcode, options);
    setValue('country', found.country ?? '', options);
    setValue('uprn', found.uprn ?? '', options);
    showManual();
  };

  return {
    postcodeQuery,
    setPostcodeQuery,
    findAddress,
    searching,
    searchError,
    searchedFor,
    results,
    choose,
  };
}
