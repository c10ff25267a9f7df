/**
 * The accounts a person shared through open banking (decision 054), on the bank statements page once their bank was
 * connected: each account (bank, name, last digits, type, balance: only this person sees it), when the consent ends and
 * the reconnect states, and "Disconnect" behind the shared confirm modal. Before submission, disconnecting deletes what
 * was read and the step is to do again; after submission, what was read stays with the review, as the modal and the
 * page say.
 */
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconAlertTriangle, IconBuildingBank, IconPlugConnectedX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { openConfirmModal } from '../../../../components/confirm-modal';
import { needsReconnect, type OpenBankingConnection } from '../../hooks/use-open-banking-connection';
import { CheckCardHeading } from '../check-card-heading';
import { FormCard } from '../form-card';
import { StatusAlert } from '../status-alert';

/** The months of transactions open banking reads (the one period every open banking text states). */
export const OPEN_BANKING_MONTHS = 12;

/** What the account is, in words: e.g. "Current account". */
function accountKind(type: string, subtype: string | null | undefined): string {
  if (subtype === 'checking') return 'Current account';
  if (subtype === 'savings') return 'Savings account';
  if (type === 'credit') return 'Credit card';
  if (type === 'loan') return 'Loan';
  return subtype ? subtype.charAt(0).toUpperCase() + subtype.slice(1) : 'Account';
}

/** The connection's state, when there is something to say. */
function ReconnectState({
  connection,
  submitted,
}: {
  connection: OpenBankingConnection;
  submitted: boolean;
}) {
  const endsOn = connection.consentExpiresAt ? dayjs(connection.consentExpiresAt).format('D MMMM') : null;
  const props = { 'data-testid': 'open-banking-connection-state', 'data-state': connection.state } as const;
  if (connection.state === 'Disconnected') {
    return (
      <StatusAlert
        tone="info"
        {...props}
        icon={<IconPlugConnectedX size={20} aria-hidden="true" />}
        title="Bank disconnected"
      >
        Stairway can no longer read your account. What we read before you submitted stays with your
        application for the review.
      </StatusAlert>
    );
  }
  if (!needsReconnect(connection)) return null;
  const title =
    connection.state === 'Active' && endsOn
      ? `Your bank connection ends on ${endsOn}: reconnect`
      : 'Reconnect your bank';
  return (
    <StatusAlert
      tone="warning"
      {...props}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={title}
    >
      {submitted
        ? 'Your application is with our team, who already have what we read. You don’t need to do anything unless they ask.'
        : 'UK rules ask you to renew your open banking consent every 90 days. Reconnect below, or upload your statements instead.'}
    </StatusAlert>
  );
}

/**
 * The shared accounts card.
 * @param connection the person's connection
 * @param submitted whether the application is submitted (what disconnecting does differs)
 * @param onDisconnect disconnects; rejects with the server's error
 */
export function OpenBankingConnectionCard({
  connection,
  submitted,
  onDisconnect,
}: {
  connection: OpenBankingConnection;
  submitted: boolean;
  onDisconnect: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const bank = connection.bankName ?? 'your bank';
  const sandbox = connection.provider === 'sandbox';
  const confirm = () =>
    openConfirmModal({
      title: `Disconnect ${bank}?`,
      confirmLabel: 'Disconnect',
      destructive: true,
      onConfirm: async () => {
        setError(null);
        try {
          await onDisconnect();
        } catch (e) {
          // A provider that cannot be reached says so ("try again in a few minutes"): nothing has changed.
          setError(e instanceof Error ? e.message : 'We could not disconnect your bank. Please try again.');
        }
      },
      children: submitted
        ? 'Stairway will stop reading your account. What we read before you submitted stays with your application for the review.'
        : 'Stairway will stop reading your account and delete what it read. Your bank statements step will be to do again: connect again or upload your statements.',
    });
  return (
    <FormCard>
      <Stack
        gap="md"
        component="section"
        aria-labelledby="shared-accounts-title"
        data-testid="shared-accounts"
      >
        <CheckCardHeading
          id="shared-accounts-title"
          icon={<IconBuildingBank size={22} />}
          title="Accounts you shared"
        />
        <ReconnectState connection={connection} submitted={submitted} />
        {sandbox && (
          <Text size="sm" c="dimmed">
            Sandbox data: no real bank is connected. These are sample transactions.
          </Text>
        )}
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {connection.accounts.map((account) => (
            <List.Item key={account.id} data-testid="shared-account">
              <Text fw={600}>
                {account.bankName ?? bank} · {account.name}
                {account.mask ? ` ending ${account.mask}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {accountKind(account.type, account.subtype)}
                {account.balanceCurrentPence != null && (account.currency ?? 'GBP') === 'GBP'
                  ? ` · balance ${formatGBP(account.balanceCurrentPence / 100)}`
                  : ''}
              </Text>
            </List.Item>
          ))}
        </List>
        {connection.state !== 'Disconnected' && (
          <Text size="sm">
            We read {OPEN_BANKING_MONTHS} months of transactions
            {connection.transactionsFrom && connection.transactionsTo
              ? `, ${dayjs(connection.transactionsFrom).format('D MMMM YYYY')} to ${dayjs(connection.transactionsTo).format('D MMMM YYYY')}`
              : ' (your bank is still sending them)'}
            , read-only.
            {connection.consentExpiresAt
              ? ` Your consent ends on ${dayjs(connection.consentExpiresAt).format('D MMMM YYYY')}.`
              : ''}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="disconnect-error">
            {error}
          </Alert>
        )}
        {connection.state !== 'Disconnected' && (
          <Group>
            <Button
              variant="default"
              color="red"
              onClick={confirm}
              leftSection={<IconPlugConnectedX size={18} aria-hidden="true" />}
            >
              Disconnect
            </Button>
          </Group>
        )}
      </Stack>
    </FormCard>
  );
}
