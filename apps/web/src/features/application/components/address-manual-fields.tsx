/**
 * The address form's fields typed by hand: the lines, the town, the postcode and the country (a UK nation, or any
 * country outside the UK for an address abroad). The state is useAddressForm's.
 */
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { getCountriesOutsideUk, UK_NATIONS } from '@stairway/domain/addresses';
import { inputWrapperOrder } from '../../../components/form/field-props';
import type { useAddressForm } from '../hooks/use-address-form';

/** The countries outside the UK, for an address abroad (i18n-iso-countries, English names). */
const COUNTRIES_ABROAD = getCountriesOutsideUk().map(({ code, name }) => ({ value: code, label: name }));

/** The address fields typed by hand; `state` is the form's useAddressForm(). */
export function AddressManualFields({ state }: { state: ReturnType<typeof useAddressForm> }) {
  const { form } = state;
  const { errors } = form.formState;
  return (
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
        label={state.abroad ? 'Postcode (optional)' : 'Postcode'}
        description={state.abroad ? 'Leave it empty if the address has none.' : undefined}
        autoComplete="postal-code"
        inputWrapperOrder={inputWrapperOrder}
        error={errors.postCode?.message}
        styles={{ input: { textTransform: 'uppercase' } }}
        {...form.register('postCode')}
      />
      {state.abroad ? (
        <NativeSelect
          label="Country"
          autoComplete="country"
          data={[{ value: '', label: 'Choose a country' }, ...COUNTRIES_ABROAD]}
          inputWrapperOrder={inputWrapperOrder}
          error={errors.countryCode?.message}
          {...form.register('countryCode')}
        />
      ) : (
        <NativeSelect
          label="Country (optional)"
          data={[{ value: '', label: 'Choose a country' }, ...UK_NATIONS]}
          inputWrapperOrder={inputWrapperOrder}
          error={errors.country?.message ?? errors.countryCode?.message}
          {...form.register('country')}
        />
      )}
    </Stack>
  );
}
