/**
 * The postcode search of the address form: "Search by postcode" and Find, the addresses found to choose from
 * (or a note that there are none), and "Enter the address manually". The state is useAddressForm's.
 */
import { Alert, Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { describeAddress, type useAddressForm } from '../hooks/use-address-form';

/** Shows the search; `state` is the form's useAddressForm(). */
export function AddressSearch({ state }: { state: ReturnType<typeof useAddressForm> }) {
  const { results, searchedFor, searchError } = state;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Search by postcode"
          description="We’ll find your address."
          autoComplete="postal-code"
          value={state.postcodeQuery}
          onChange={(event) => state.setPostcodeQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void state.findAddress();
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
          onClick={() => void state.findAddress()}
          loading={state.searching}
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
            ...results.map((result, index) => ({ value: String(index), label: describeAddress(result) })),
          ]}
          defaultValue=""
          onChange={(event) => state.choose(event.currentTarget.value)}
          data-testid="address-results"
        />
      )}
      {searchedFor && results.length === 0 && (
        <Alert variant="light" color="blue" data-testid="address-search-empty">
          We don’t have addresses for {searchedFor} yet. Please enter your address below.
        </Alert>
      )}
      {!state.manual && (
        <Anchor component="button" type="button" fz="sm" onClick={state.showManual} ta="left">
          Enter the address manually
        </Anchor>
      )}
    </Stack>
  );
}
