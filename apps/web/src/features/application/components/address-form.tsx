/**
 * Add or change one address of the applicant's history (spec §2 Address history; issue 3): find the address
 * by postcode through `getAddressSearch` (the address-lookup provider: Ideal Postcodes when configured, else
 * the local index of real addresses) or type it in — manual entry is always possible — and give the move-in
 * date (not in the future). Validated with the domain's userAddressInputSchema; saved with
 * `addUpdateUserAddress`. Nothing typed is lost when saving fails.
 */
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type UserAddressInput, userAddressInputSchema } from '@stairway/domain/application-validation';
import { normalisePostcode } from '@stairway/domain/postcode';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { applyServerErrors, getServerFieldErrors } from '../../../lib/server-errors';
import { AddUpdateUserAddressMutation } from '../graphql/addUpdateUserAddress';
import { GetAddressSearchQuery } from '../graphql/getAddressSearch';
import type { ApplicationAddress } from '../hooks/use-application';
import { FormCard } from './form-card';

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

/** The UK's countries, for the country field. */
const COUNTRIES = ['England', 'Scotland', 'Wales', 'Northern Ireland'];

type SearchResult = {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  postcode: string;
  postTown?: string | null;
  country?: string | null;
  uprn?: string | null;
};

/** One line describing a found address, e.g. "Flat 11, Corinthian Court, Cross Street, SHANKLIN". */
const describe = (a: SearchResult) =>
  [a.addressLine1, a.addressLine2, a.addressLine3, a.postTown].filter(Boolean).join(', ');

/** Props of the address form. */
export type AddressFormProps = {
  /** The address to change; null to add one. */
  address: ApplicationAddress | null;
  /** The form's heading, e.g. "Your current address". */
  heading: string;
  /** A sentence under the heading. */
  hint?: string;
  /** Called after a successful save. */
  onSaved: () => void;
  /** Called when the applicant cancels; hidden when missing (the first address). */
  onCancel?: () => void;
};

/** The address form. */
export function AddressForm({ address, heading, hint, onSaved, onCancel }: AddressFormProps) {
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => userAddressInputSchema(today), [today]);
  const headingId = useId();
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
  const { errors } = form.formState;
  const results = searchedFor ? (searchData?.getAddressSearch ?? []) : [];

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

  return (
    <FormCard>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="address-form">
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} fz="lg" id={headingId}>
                {heading}
              </Title>
              {hint && (
                <Text fz="sm" c="gray.7">
                  {hint}
                </Text>
              )}
            </Stack>
            {!address && (
              <Stack gap="xs">
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    label="Search by postcode"
                    description="We’ll find your address."
                    autoComplete="postal-code"
                    value={postcodeQuery}
                    onChange={(event) => setPostcodeQuery(event.currentTarget.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void findAddress();
                      }
                    }}
                    error={searchError}
                    inputWrapperOrder={inputWrapperOrder}
                    style={{ flex: 1 }}
                    styles={{ input: { textTransform: 'uppercase' } }}
                  />
                  <Button
                    type="button"
                    variant="light"
                    onClick={() => void findAddress()}
                    loading={searching}
                    leftSection={<IconSearch size={18} aria-hidden="true" />}
                    mb={searchError ? 26 : 0}
                  >
                    Find
                  </Button>
                </Group>
                {searchedFor && results.length > 0 && (
                  <NativeSelect
                    label="Choose your address"
                    data={[
                      { value: '', label: `${results.length} addresses found`, disabled: true },
                      ...results.map((result, index) => ({ value: String(index), label: describe(result) })),
                    ]}
                    defaultValue=""
                    onChange={(event) => choose(event.currentTarget.value)}
                    data-testid="address-results"
                  />
                )}
                {searchedFor && results.length === 0 && (
                  <Alert variant="light" color="blue" data-testid="address-search-empty">
                    We don’t have addresses for {searchedFor} yet. Please enter your address below.
                  </Alert>
                )}
                {!manual && (
                  <Anchor component="button" type="button" fz="sm" onClick={() => setManual(true)} ta="left">
                    Enter the address manually
                  </Anchor>
                )}
              </Stack>
            )}
            {manual && (
              <Stack gap="md">
                <TextInput
                  label="Address line 1"
                  autoComplete="address-line1"
                  inputWrapperOrder={inputWrapperOrder}
                  error={errors.addressLine1?.message}
                  {...form.register('addressLine1')}
                />
                <TextInput
                  label="Address line 2 (optional)"
                  autoComplete="address-line2"
                  inputWrapperOrder={inputWrapperOrder}
                  error={errors.addressLine2?.message}
                  {...form.register('addressLine2')}
                />
                <TextInput
                  label="Address line 3 (optional)"
                  autoComplete="address-line3"
                  inputWrapperOrder={inputWrapperOrder}
                  error={errors.addressLine3?.message}
                  {...form.register('addressLine3')}
                />
                <TextInput
                  label="Town or city"
                  autoComplete="address-level2"
                  inputWrapperOrder={inputWrapperOrder}
                  error={errors.postTown?.message}
                  {...form.register('postTown')}
                />
                <TextInput
                  label="Postcode"
                  autoComplete="postal-code"
                  inputWrapperOrder={inputWrapperOrder}
                  error={errors.postCode?.message}
                  styles={{ input: { textTransform: 'uppercase' } }}
                  {...form.register('postCode')}
                />
                <NativeSelect
                  label="Country (optional)"
                  data={[{ value: '', label: 'Choose a country' }, ...COUNTRIES]}
                  inputWrapperOrder={inputWrapperOrder}
                  error={errors.country?.message}
                  {...form.register('country')}
                />
              </Stack>
            )}
            <TextInput
              type="date"
              label="When did you move in?"
              description="An approximate date is fine if you don’t know the exact day."
              max={today}
              inputWrapperOrder={inputWrapperOrder}
              error={errors.moveInDate?.message}
              {...form.register('moveInDate')}
            />
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              {onCancel && (
                <Button type="button" variant="default" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={saving}>
                {address ? 'Save changes' : 'Add this address'}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </FormCard>
  );
}
