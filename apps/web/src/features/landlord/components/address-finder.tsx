/** Finds the addresses of a postcode for the listing form (spec §7 getLandlordAddressSearch). */
import { useLazyQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { GetLandlordAddressSearchQuery } from '../graphql/getLandlordAddressSearch';

/** An address found by postcode. */
export type FoundAddress = {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  postTown?: string | null;
  postcode: string;
  displayAddress: string;
};

/** Finds the addresses of a postcode (getLandlordAddressSearch); choosing one fills the address fields. */
export function AddressFinder({ onChoose }: { onChoose: (address: FoundAddress) => void }) {
  const [postcode, setPostcode] = useState('');
  const [search, { data, loading, error, called }] = useLazyQuery(GetLandlordAddressSearchQuery, {
    fetchPolicy: 'network-only',
  });
  const found = data?.getLandlordAddressSearch ?? [];
  const label = (a: FoundAddress) =>
    [a.addressLine1, a.addressLine2, a.addressLine3, a.postTown].filter(Boolean).join(', ');
  const find = () => void search({ variables: { input: { postcode } } });
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Find the address by postcode"
          placeholder="For example PO37 6BU"
          value={postcode}
          onChange={(event) => setPostcode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              find();
            }
          }}
          autoComplete="postal-code"
          style={{ flex: 1 }}
          error={readGraphQLError(error)?.message}
          data-testid="address-search-postcode"
        />
        <Button
          variant="light"
          onClick={find}
          loading={loading}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        >
          Find
        </Button>
      </Group>
      {called && !loading && !error && found.length === 0 && (
        <Text fz="sm">We don't know the addresses of this postcode: type the address in below.</Text>
      )}
      {found.length > 0 && (
        <Select
          label="Choose the address"
          placeholder={`${found.length} addresses found`}
          data={found.map((address, index) => ({ value: String(index), label: label(address) }))}
          onChange={(value) => {
            const chosen = value === null ? undefined : found[Number(value)];
            if (chosen) onChoose(chosen);
          }}
          searchable
          data-testid="address-choice"
        />
      )}
    </Stack>
  );
}
