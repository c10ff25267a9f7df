/**
 * One page body for the console's staff accounts: operators (/ops/operators) and pipeline viewers
 * (/ops/pipeline-viewers) (decisions 019, 022, 025). It lists the accounts with when they were added, last signed in
 * and their status; adds one by e-mail address (the server generates a password, shown here once); and disables or
 * enables one. The two pages differ only in their words, their GraphQL operations and whether the signed-in operator's
 * own row is protected, which they pass in.
 */
import { Alert, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import type { AddedStaffAccount, AddStaffAccountSchema } from '../hooks/use-add-staff-account';
import { type AddStaffAccountCopy, AddStaffAccountForm } from './add-staff-account-form';
import { LoadFailed } from './load-failed';
import { type StaffAccount, StaffAccountRow } from './staff-account-row';

/** A staff account as both lists return it (defined beside its row, staff-account-row.tsx). */
export type { StaffAccount };

/** The words of one staff accounts page: the add card's (AddStaffAccountCopy) and the list's. */
export type StaffAccountsCopy = AddStaffAccountCopy & {
  /** The page heading and the start of the document title, e.g. "Operators". */
  title: string;
  /** A line under the heading, if any. */
  intro?: string;
  /** The loader's accessible name, e.g. "Loading operators". */
  loadingLabel: string;
};

/**
 * The staff accounts page body.
 * @param copy the page's words
 * @param accounts the accounts, undefined until the first answer
 * @param loading true while the list loads
 * @param failed true when the list could not be loaded and there is none to show (then the alert with Try again)
 * @param onRetry loads the list again
 * @param inputSchema the add operation's zod input schema (packages/domain/src/operators.ts), checked here first
 * @param onAdd adds (or re-passwords) the account; throws the GraphQL error, shown on the field it names
 * @param onSetDisabled disables or enables an account; throws the GraphQL error, shown above the list
 * @param selfEmail the signed-in operator's address: their own row says "You" and has no Disable button
 */
export function StaffAccounts({
  copy,
  accounts,
  loading,
  failed,
  onRetry,
  inputSchema,
  onAdd,
  onSetDisabled,
  selfEmail,
}: {
  copy: StaffAccountsCopy;
  accounts: readonly StaffAccount[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => unknown;
  inputSchema: AddStaffAccountSchema;
  onAdd: (input: { email: string }) => Promise<AddedStaffAccount | undefined>;
  onSetDisabled: (id: string, disabled: boolean) => Promise<unknown>;
  selfEmail?: string;
}) {
  const [changing, setChanging] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${copy.title} · Stairway operators`;
  }, [copy.title]);

  const toggle = async (id: string, disabled: boolean) => {
    setListError(null);
    setChanging(id);
    try {
      await onSetDisabled(id, disabled);
    } catch (error) {
      setListError(readGraphQLError(error)?.message ?? 'That did not work. Try again.');
    } finally {
      setChanging(null);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz="h2">
        {copy.title}
      </Title>
      {copy.intro && <Text c="gray.7">{copy.intro}</Text>}
      <AddStaffAccountForm copy={copy} inputSchema={inputSchema} onAdd={onAdd} />
      {listError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {listError}
        </Alert>
      )}
      {loading && !accounts ? (
        <Loader role="status" aria-label={copy.loadingLabel} />
      ) : failed ? (
        <LoadFailed what={copy.title.toLowerCase()} onRetry={onRetry} />
      ) : (
        <Table.ScrollContainer
          minWidth={720}
          // Scrolled sideways on a phone, and may hold nothing to tab to (the operator's own row has no button):
          // the region itself takes the focus, so it scrolls by keyboard (WCAG 2.1.1; axe
          // scrollable-region-focusable).
          type="native"
          tabIndex={0}
          role="region"
          aria-label={copy.title}
        >
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail address</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Last signed in</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(accounts ?? []).map((account) => (
                <StaffAccountRow
                  key={account.id}
                  account={account}
                  self={account.email === selfEmail}
                  changing={changing === account.id}
                  onToggle={() => toggle(account.id, !account.disabledAt)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
