/**
 * Add or change one address of the applicant's history (spec §2 Address history; issue 3): find the address
 * by postcode (AddressSearch) or type it in — manual entry is always possible — and give the move-in date
 * (not in the future). The state, validation and saving are useAddressForm's.
 */
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { useAddressForm } from '../hooks/use-address-form';
import type { ApplicationAddress } from '../hooks/use-application';
import { AddressSearch } from './address-search';
import { FormCard } from './form-card';

/** The UK's countries, for the country field. */
const COUNTRIES = ['England', 'Scotland', 'Wales', 'Northern Ireland'];

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

/** The address form: the search (for a new address), the address fields, the move-in date and Save. */
export function AddressForm({ address, heading, hint, onSaved, onCancel }: AddressFormProps) {
  const state = useAddressForm(address, onSaved);
  const { form, saving } = state;
  const { errors } = form.formState;
  const headingId = useId();

  return (
    <FormCard>
      <form onSubmit={state.onSubmit} noValidate aria-labelledby={headingId} data-testid="address-form">
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
            {!address && <AddressSearch state={state} />}
            {state.manual && (
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
              max={state.today}
              inputWrapperOrder={inputWrapperOrder}
              error={errors.moveInDate?.message}
              {...form.register('moveInDate')}
            />
            {state.formError && (
              <Alert color="red" variant="light" role="alert">
                {state.formError}
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
