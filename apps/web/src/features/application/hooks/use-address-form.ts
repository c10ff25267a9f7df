/**
 * The state of the address form (spec §2 Address history; issue 3): the address found by postcode through
 * `getAddressSearch` or typed in (manual entry is always possible), the move-in date, validation with the
 * domain's userAddressInputSchema (no move-in date in the future), and saving with `addUpdateUserAddress`.
 * Nothing typed is lost when saving fails. AddressForm shows it.
 */
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UserAddressInput, userAddressInputSchema } from '@stairway/domain/application-validation';
import { normalisePostcode } from '@stairway/domain/postcode';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, getServerFieldErrors } from '../../../lib/server-errors';
import { AddUpdateUserAddressMutation } from '../graphql/addUpdateUserAddress';
import { GetAddressSearchQuery } from '../graphql/getAddressSearch';
import type { ApplicationAddress } from './use-application';

/** The form's fields, for placing the server's field errors. */
const FIELDS = [
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postCode',
  'postTown',
  'country',
  'uprn',
  'moveInDate',
] as const;

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
 * One line describing a found address, e.g. "Flat 11, Corinthian Court, Cross Street, SHANKLIN".
 * @param address the address
 * @returns its lines and post town joined with commas, leaving out the empty ones
 */
export function describeAddress(address: AddressSearchResult): string {
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.postTown]
    .filter(Boolean)
    .join(', ');
}

/**
 * @param address the address to change, or null to add one
 * @param onSaved called after a successful save
 * @returns the react-hook-form `form`, today's date (the latest move-in date allowed), the postcode search
 *   (`postcodeQuery` and its setter, `findAddress`, `searching`, `searchError`, `searchedFor`, `results`,
 *   `choose`), whether the address fields show (`manual`, `showManual`), and the save (`onSubmit`, `saving`,
 *   `formError`)
 */
export function useAddressForm(address: ApplicationAddress | null, onSaved: () => void) {
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => userAddressInputSchema(today), [today]);
  const [save, { loading: saving }] = useMutation(AddUpdateUserAddressMutation);
  const [search, { data: searchData, loading: searching }] = useLazyQuery(GetAddressSearchQuery);
  const [postcodeQuery, setPostcodeQuery] = useState(address?.postCode ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searchedFor, setSearchedFor] = useState<string | null>(null);
  const [manual, setManual] = useState(Boolean(address));
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<UserAddressInput, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      id: address?.id ?? null,
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? '',
      addressLine3: address?.addressLine3 ?? '',
      postCode: address?.postCode ?? '',
      postTown: address?.postTown ?? '',
      country: address?.country ?? '',
      uprn: address?.uprn ?? '',
      moveInDate: address?.moveInDate ?? '',
    },
  });
  const results: readonly AddressSearchResult[] = searchedFor ? (searchData?.getAddressSearch ?? []) : [];

  /** Searches the typed postcode; on failure says why and opens the address fields. */
  const findAddress = async () => {
    setSearchError(null);
    const postcode = normalisePostcode(postcodeQuery);
    if (!postcode) {
      setSearchError('Enter a full UK postcode, for example PO37 6BU');
      return;
    }
    try {
      const result = await search({ variables: { input: { postcode } } });
      if (result.error) throw result.error;
      setSearchedFor(postcode);
      form.setValue('postCode', postcode);
    } catch (failure) {
      setSearchError(
        getServerFieldErrors(failure)[0]?.message ??
          'We couldn’t search for addresses just now. Enter your address below instead.',
      );
      setManual(true);
    }
  };

  /** Fills the fields from the found address at `index` (the select's value) and shows them. */
  const choose = (index: string) => {
    const found = results[Number(index)];
    if (!found) return;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue('addressLine1', found.addressLine1, options);
    form.setValue('addressLine2', found.addressLine2 ?? '', options);
    form.setValue('addressLine3', found.addressLine3 ?? '', options);
    form.setValue('postTown', found.postTown ?? '', options);
    form.setValue('postCode', found.postcode, options);
    form.setValue('country', found.country ?? '', options);
    form.setValue('uprn', found.uprn ?? '', options);
    setManual(true);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await save({ variables: { input: { ...values, id: values.id ?? undefined } } });
        onSaved();
      } catch (failure) {
        setManual(true);
        setFormError(applyServerErrors(failure, form.setError, FIELDS));
      }
    },
    () => setManual(true),
  );

  return {
    form,
    today,
    postcodeQuery,
    setPostcodeQuery,
    findAddress,
    searching,
    searchError,
    searchedFor,
    results,
    choose,
    manual,
    showManual: () => setManual(true),
    onSubmit,
    saving,
    formError,
  };
}
