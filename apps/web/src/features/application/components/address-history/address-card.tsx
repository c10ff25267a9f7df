/** One address of the applicant's history, with how long they lived there, and Change / Remove. */
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { UK_COUNTRY_CODE } from '@stairway/domain/addresses';
import { IconHome, IconPencil, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ApplicationAddress } from '../../hooks/use-application';
import { formatMonths } from '../../lib/sections';

/**
 * Shows one address as a card.
 * @param current true for the latest address ("Current address")
 * @param until the next address's move-in date (null for the current address: until today)
 * @param disabled hides Change and Remove (while removing, or once the application is submitted)
 */
export function AddressCard({
  address,
  current,
  until,
  onEdit,
  onRemove,
  disabled,
}: {
  address: ApplicationAddress;
  current: boolean;
  until: string | null;
  onEdit: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const moveIn = dayjs(address.moveInDate);
  const end = until ? dayjs(until) : dayjs();
  const months = Math.max(0, end.diff(moveIn, 'month'));
  const lines = [address.addressLine1, address.addressLine2, address.addressLine3, address.postTown]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="lg" p="md" data-testid="address-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconHome size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fz="xs" fw={600} c="stairway.7" tt="uppercase" lts={0.4}>
            {current ? 'Current address' : 'Previous address'}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {lines}
          </Text>
          <Text fz="sm">
            {[address.postCode, address.countryCode === UK_COUNTRY_CODE ? null : address.country]
              .filter(Boolean)
              .join(', ')}
          </Text>
          <Text fz="sm" c="gray.7">
            Moved in {moveIn.format('D MMMM YYYY')} · {formatMonths(months)}
          </Text>
          {!disabled && (
            <Group gap="xs" mt={6} ml={-12}>
              <Button
                variant="subtle"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={onEdit}
                aria-label={`Change ${address.addressLine1}`}
              >
                Change
              </Button>
              <Button
                variant="subtle"
                color="#c92a2a"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={onRemove}
                aria-label={`Remove ${address.addressLine1}`}
              >
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
