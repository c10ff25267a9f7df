/**
 * The address of a home found elsewhere: a postcode search through the address index (spec §7
 * getAddressSearch), whose chosen address fills the lines, town and postcode and keeps its UPRN (spec §3
 * HomeSubmission.uprn), or the address typed in. Changing the first line or the postcode after choosing
 * forgets the UPRN, which then no longer names this address.
 */
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { TextField } from '../../../components/form/text-field';
import { readGraphQLError } from '../../../lib/server-errors';
import { type HomeAddressForm, useHomeAddressSearch } from '../hooks/use-home-address-search';

/** One address of the search. */
type Found = {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  postTown?: string | null;
  postcode: string;
  uprn?: string | null;
};

const describe = (address: Found) =>
  [address.addressLine1, address.addressLine2, address.addressLine3, address.postTown]
    .filter(Boolean)
    .join(', ');

/** The search and the address fields of the basic-information form. */
export function HomeAddressFields({ form }: { form: HomeAddressForm }) {
  const { query, setQuery, found, loading, error, called, find, choose } = useHomeAddressSearch(form);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Find the address by postcode"
          placeholder="For example PO37 6BU"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              find();
            }
          }}
          error={readGraphQLError(error)?.message}
          inputWrapperOrder={inputWrapperOrder}
          style={{ flex: 1 }}
          styles={{ input: { textTransform: 'uppercase' } }}
          data-testid="home-address-search"
        />
        <Button
          type="button"
          variant="light"
          onClick={find}
          loading={loading}
          mb={error ? 26 : 0}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          Find
        </Button>
      </Group>
      {!called && (
        <Text fz="sm" c="gray.7" mt={-8}>
          Or type the address in below.
        </Text>
      )}
      {called && !loading && !error && found.length === 0 && (
        <Text fz="sm" role="status">
          We don’t have the addresses of this postcode: please type the address in below.
        </Text>
      )}
      {found.length > 0 && (
        <NativeSelect
          size="md"
          label="Choose the address"
          data={[
            { value: '', label: `${found.length} addresses found`, disabled: true },
            ...found.map((address, index) => ({ value: String(index), label: describe(address) })),
          ]}
          defaultValue=""
          onChange={(event) => choose(event.currentTarget.value)}
          data-testid="home-address-results"
        />
      )}
      <TextField control={form.control} name="addressLine1" label="Address line 1" autoComplete="off" />
      <TextField
        control={form.control}
        name="addressLine2"
        label="Address line 2"
        optional
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="addressLine3"
        label="Address line 3"
        optional
        autoComplete="off"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField control={form.control} name="postTown" label="Town or city" optional autoComplete="off" />
        <TextField control={form.control} name="postcode" label="Postcode" autoComplete="off" />
      </SimpleGrid>
    </Stack>
  );
}
