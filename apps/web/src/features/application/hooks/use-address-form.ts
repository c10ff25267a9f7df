/**
 * The state of the address form (spec §2 Address history): the address found by postcode through `getAddressSearch` or
 * typed in (manual entry is always possible), the move-in date, validation with the domain's userAddressInputSchema (no
 * move-in date in the future), and saving with `addUpdateUserAddress`. Nothing typed is lost when saving fails. The
 * applicant saves their own address, the co-applicant theirs (useActingPerson; the server decides whose from the
 * session). AddressForm shows it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkCurrentAddressInUk,
  getReplacedCurrentAddress,
  UK_COUNTRY_CODE,
} from '@stairway/domain/addresses';
import { type UserAddressInput, userAddressInputSchema } from '@stairway/domain/application-validation';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { openConfirmModal } from '../../../components/confirm-modal';
import { applyServerErrors } from '../../../lib/server-errors';
import { type AddressSearchResult, useAddressSearch } from './use-address-search';
import type { ApplicationAddress } from './use-application';
import { useSaveAddress } from './use-save-address';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The form's fields, for placing the server's field errors. */
const FIELDS = [
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postCode',
  'postTown',
  'country',
  'countryCode',
  'uprn',
  'moveInDate',
] as const;

export type { AddressSearchResult } from './use-address-search';

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
 * The form's starting values.
 * @param address the address to change, or null to add one
 */
function addressDefaults(address: ApplicationAddress | null): UserAddressInput {
  return {
    id: address?.id ?? null,
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    addressLine3: address?.addressLine3 ?? '',
    postCode: address?.postCode ?? '',
    postTown: address?.postTown ?? '',
    country: address?.countryCode && address.countryCode !== UK_COUNTRY_CODE ? '' : (address?.country ?? ''),
    countryCode: address?.countryCode ?? UK_COUNTRY_CODE,
    uprn: address?.uprn ?? '',
    moveInDate: address?.moveInDate ?? '',
  };
}

/**
 * @param address the address to change, or null to add one
 * @param onSaved called after a successful save
 * @param addresses the saved history (to tell when this address would become the current one)
 * @returns the react-hook-form `form`, today's date (the latest move-in date allowed), the postcode search
 *   (`postcodeQuery` and its setter, `findAddress`, `searching`, `searchError`, `searchedFor`, `results`,
 *   `choose`), whether the address fields show (`manual`, `showManual`), whether the address is outside the UK
 *   (`abroad`, `setAbroad`), and the save (`onSubmit`, `saving`, `formError`); a save that would make the address the
 *   current one asks first
 */
export function useAddressForm(
  address: ApplicationAddress | null,
  onSaved: () => void,
  addresses: readonly ApplicationAddress[] = [],
) {
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => userAddressInputSchema(today), [today]);
  const { saveAddress, saving } = useSaveAddress();
  const [manual, setManual] = useState(Boolean(address));
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<UserAddressInput, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: addressDefaults(address),
  });
  // Leaving with a typed address not saved asks first.
  useUnsavedChanges(form);

  const showManual = () => setManual(true);
  const search = useAddressSearch(address?.postCode ?? '', form.setValue, showManual);

  const abroad = form.watch('countryCode') !== UK_COUNTRY_CODE;
  /** Switches between a UK address and one abroad (whose country is then to choose). */
  const setAbroad = (value: boolean) => {
    form.setValue('countryCode', value ? '' : UK_COUNTRY_CODE);
    form.setValue('country', '');
    form.setValue('uprn', '');
    form.clearErrors(['countryCode', 'postCode']);
    if (value) setManual(true);
  };

  const submit = async (values: ReturnType<typeof schema.parse>) => {
    setFormError(null);
    try {
      await saveAddress({ input: { ...values, id: values.id ?? undefined } });
      onSaved();
    } catch (failure) {
      setManual(true);
      setFormError(applyServerErrors(failure, form.setError, FIELDS));
    }
  };

  /** Abroad, the country must be chosen ('' would read as the UK); says so next to the field. */
  const countryMissing = () => {
    if (!abroad || form.getValues('countryCode')) return false;
    form.setError('countryCode', { message: 'Choose the country the address is in' }, { shouldFocus: true });
    return true;
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (countryMissing()) return;
      const change = { id: values.id, countryCode: values.countryCode, moveInDate: values.moveInDate };
      // The current address must stay in the UK: an address abroad dated after it is refused on its move-in
      // date, saying which date; the server checks the same rule.
      const problem = checkCurrentAddressInUk(addresses, change);
      if (problem) {
        form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
        return;
      }
      // A later move-in date than the current address's makes this the current address: say so and ask first.
      const replaced = abroad ? null : getReplacedCurrentAddress(addresses, change);
      if (!replaced) return submit(values);
      openConfirmModal({
        title: 'Is this your current address?',
        children: `You moved in on ${dayjs(values.moveInDate).format('D MMMM YYYY')}, after you moved in to ${replaced.addressLine1} on ${dayjs(replaced.moveInDate).format('D MMMM YYYY')}. Saving it makes ${values.addressLine1} your current address and ${replaced.addressLine1} a previous one.`,
        confirmLabel: 'Yes, it’s my current address',
        cancelLabel: 'Change the date',
        onConfirm: () => submit(values),
      });
    },
    () => {
      setManual(true);
      if (countryMissing()) form.clearErrors('postCode');
    },
  );

  return {
    form,
    today,
    ...search,
    manual,
    showManual,
    abroad,
    setAbroad,
    onSubmit,
    saving,
    formError,
  };
}
