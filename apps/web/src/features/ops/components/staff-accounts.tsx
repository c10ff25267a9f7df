/**
 * One page body for the console's staff accounts: operators (/ops/operators) and pipeline viewers
 * (/ops/pipeline-viewers) (issue 13; decisions 019, 022, 025). It lists the accounts with when they were added,
 * last signed in and their status; adds one by e-mail address (the server generates a password, shown here
 * once); and disables or enables one. The two pages differ only in their words, their GraphQL operations and
 * whether the signed-in operator's own row is protected, which they pass in.
 */
import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { readGraphQLError } from '../../../lib/server-errors';
import { AccountStatus } from '../account-status';
import { formatDateTime } from '../format';

/** A staff account as both lists return it (ISO date-times; disabledAt null while active). */
export type StaffAccount = {
  id: string;
  email: string;
  createdAt: string;
  lastSignedInAt?: string | null;
  disabledAt?: string | null;
};

/** What adding an account answered: its address, the password shown once, and whether it is new. */
export type AddedStaffAccount = { email: string; password: string; created: boolean };

/** The words of one staff accounts page. */
export type StaffAccountsCopy = {
  /** The page heading and the start of the document title, e.g. "Operators". */
  title: string;
  /** A line under the heading, if any. */
  intro?: string;
  /** The add form's heading and accessible name, e.g. "Add an operator". */
  addHeading: string;
  /** The add button, e.g. "Add operator". */
  addButton: string;
  /** The notice's heading when a new account was made, e.g. "Operator added". */
  addedTitle: string;
  /** How the new person signs in, after "Pass it on by phone or a password manager, not by e-mail." */
  signInHint: string;
  /** The loader's accessible name, e.g. "Loading operators". */
  loadingLabel: string;
};

/**
 * The staff accounts page body.
 * @param copy the page's words
 * @param accounts the accounts, undefined until the first answer
 * @param loading true while the list loads
 * @param inputSchema the add operation's zod input schema (packages/domain/src/operators.ts), checked here first
 * @param onAdd adds (or re-passwords) the account; throws the GraphQL error, shown on the field it names
 * @param onSetDisabled disables or enables an account; throws the GraphQL error, shown above the list
 * @param selfEmail the signed-in operator's address: their own row says "You" and has no Disable button
 */
export function StaffAccounts({
  copy,
  accounts,
  loading,
  inputSchema,
  onAdd,
  onSetDisabled,
  selfEmail,
}: {
  copy: StaffAccountsCopy;
  accounts: readonly StaffAccount[] | undefined;
  loading: boolean;
  inputSchema: z.ZodType<{ email: string }>;
  onAdd: (input: { email: string }) => Promise<AddedStaffAccount | undefined>;
  onSetDisabled: (id: string, disabled: boolean) => Promise<unknown>;
  selfEmail?: string;
}) {
  const [changing, setChanging] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AddedStaffAccount | null>(null);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    setFormError(null);
    const parsed = inputSchema.safeParse({ email });
    if (!parsed.success) return setEmailError(parsed.error.issues[0]?.message ?? 'Check the e-mail address');
    setAdding(true);
    try {
      const payload = await onAdd(parsed.data);
      if (payload) setAdded(payload);
      setEmail('');
    } catch (error) {
      const problem = readGraphQLError(error);
      if (problem?.extensions.field === 'email') setEmailError(problem.message);
      else setFormError(problem?.message ?? 'That did not work. Try again.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz="h2">
        {copy.title}
      </Title>
      {copy.intro && <Text c="gray.7">{copy.intro}</Text>}
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate aria-label={copy.addHeading}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {copy.addHeading}
            </Title>
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {formError}
              </Alert>
            )}
            <Group align="flex-start" gap="sm">
              <TextInput
                label="E-mail address"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
                w={{ base: '100%', xs: 340 }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} loading={adding}>
                {copy.addButton}
              </Button>
            </Group>
            <Text fz="sm" c="gray.7">
              Adding an address that already has an account gives it a new password and signs it out
              everywhere.
            </Text>
          </Stack>
        </form>
        {added && (
          <Alert
            color="stairway"
            variant="light"
            mt="md"
            role="status"
            title={added.created ? copy.addedTitle : 'New password'}
            // A long address wraps instead of widening the notice past a phone's screen.
            style={{ overflowWrap: 'anywhere' }}
          >
            <Text>
              Password for {added.email}, shown only this once: <Code fz="md">{added.password}</Code>
            </Text>
            <Text fz="sm" mt={4}>
              Pass it on by phone or a password manager, not by e-mail. {copy.signInHint}
            </Text>
          </Alert>
        )}
      </Card>
      {listError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {listError}
        </Alert>
      )}
      {loading && !accounts ? (
        <Loader aria-label={copy.loadingLabel} />
      ) : (
        <Table.ScrollContainer
          minWidth={720}
          // Scrolled sideways on a phone, and may hold nothing to tab to (the operator's own row has no button):
          // the region itself takes the focus, so it scrolls by keyboard (WCAG 2.1.1; axe
          // scrollable-region-focusable, issue 30).
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
                <Table.Tr key={account.id}>
                  <Table.Td>{account.email}</Table.Td>
                  <Table.Td>{formatDateTime(account.createdAt)}</Table.Td>
                  <Table.Td>
                    {account.lastSignedInAt ? formatDateTime(account.lastSignedInAt) : 'Never'}
                  </Table.Td>
                  <Table.Td>
                    <AccountStatus disabledAt={account.disabledAt} />
                  </Table.Td>
                  <Table.Td>
                    {account.email === selfEmail ? (
                      <Text fz="sm" c="gray.7">
                        You
                      </Text>
                    ) : (
                      <Button
                        size="xs"
                        variant="filled"
                        color={account.disabledAt ? undefined : 'red.9'}
                        loading={changing === account.id}
                        onClick={() => toggle(account.id, !account.disabledAt)}
                        aria-label={`${account.disabledAt ? 'Enable' : 'Disable'} ${account.email}`}
                      >
                        {account.disabledAt ? 'Enable' : 'Disable'}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
