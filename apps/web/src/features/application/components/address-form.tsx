/**
 * Add or change one address of the applicant's history (spec §2 Address history): find the address by postcode
 * (AddressSearch) or type it in — manual entry is always possible — and give the move-in date (not in the future). A
 * previous address may be outside the UK: any country, the postcode optional and checked against the country's format.
 * The state, validation and saving are useAddressForm's.
 */
import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { useAddressForm } from '../hooks/use-address-form';
import type { ApplicationAddress } from '../hooks/use-application';
import { AddressManualFields } from './address-manual-fields';
import { AddressSearch } from './address-search';
import { FormCard } from './form-card';

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
  /**
   * Whether the address may be outside the UK: not for the current address, which must be in the UK.
   */
  allowAbroad?: boolean;
  /** The saved history, to ask before an address becomes the current one. */
  addresses?: readonly ApplicationAddress[];
};

/** The address form: the search (for a new address), the address fields, the move-in date and Save. */
export function AddressForm({
  address,
  heading,
  hint,
  onSaved,
  onCancel,
  allowAbroad = false,
  addresses = [],
}: AddressFormProps) {
  const state = useAddressForm(address, onSaved, addresses);
  const { form, saving } = state;
  const { errors } = form.formState;
  const headingId = useId();
  const formId = useId();

  return (
    <FormCard>
      <form
        id={formId}
        onSubmit={state.onSubmit}
        noValidate
        aria-labelledby={headingId}
        data-testid="address-form"
      >
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
            {allowAbroad && (
              <Radio.Group
                label="Where is this address?"
                value={state.abroad ? 'abroad' : 'uk'}
                onChange={(value) => state.setAbroad(value === 'abroad')}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="uk" label="In the UK" />
                  <Radio value="abroad" label="Outside the UK" />
                </Group>
              </Radio.Group>
            )}
            {!address && !state.abroad && <AddressSearch state={state} />}
            {state.manual && <AddressManualFields state={state} />}
            <TextInput
              type="date"
              label="When did you move in?"
              description="An approximate date is fine if you don’t know the exact day."
              max={state.today}
              inputWrapperOrder={inputWrapperOrder}
              error={errors.moveInDate?.message}
              {...form.register('moveInDate')}
            />
            <ErrorSummary formId={formId} />
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
