/** One row of the staff accounts table (staff-accounts.tsx): the address, dates, status, and Disable or Enable. */
import { Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format';
import { AccountStatus } from './account-status';

/** A staff account as both lists return it (ISO date-times; disabledAt null while active). */
export type StaffAccount = {
  id: string;
  email: string;
  createdAt: string;
  lastSignedInAt?: string | null;
  disabledAt?: string | null;
};

/**
 * The account's row.
 * @param account the account
 * @param self true for the signed-in operator's own row: it says "You" and has no button
 * @param changing true while this account is being disabled or enabled
 * @param onToggle disables an active account or enables a disabled one
 */
export function StaffAccountRow({
  account,
  self,
  changing,
  onToggle,
}: {
  account: StaffAccount;
  self: boolean;
  changing: boolean;
  onToggle: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>{account.email}</Table.Td>
      <Table.Td>{formatDateTime(account.createdAt)}</Table.Td>
      <Table.Td>{account.lastSignedInAt ? formatDateTime(account.lastSignedInAt) : 'Never'}</Table.Td>
      <Table.Td>
        <AccountStatus disabledAt={account.disabledAt} />
      </Table.Td>
      <Table.Td>
        {self ? (
          <Text fz="sm" c="gray.7">
            You
          </Text>
        ) : (
          <Button
            size="xs"
            variant="filled"
            color={account.disabledAt ? undefined : 'red.9'}
            loading={changing}
            onClick={onToggle}
            aria-label={`${account.disabledAt ? 'Enable' : 'Disable'} ${account.email}`}
          >
            {account.disabledAt ? 'Enable' : 'Disable'}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
