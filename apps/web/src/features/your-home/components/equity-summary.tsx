/**
 * "Your home" at a glance, once the plan is paid by Direct Debit (decision 071): the equity the customer owns
 * (the deposit and equity contributions held, from the plan's ledger) in pounds and as a share of the agreed
 * price, what they have paid to date against what the plan has asked for so far, the next monthly payment and,
 * when a payment failed, what they owe.
 */
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import type { HomePayments } from '../hooks/use-home-payments';

/** One figure with its label. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} className="tabular-nums">
        {value}
      </Text>
      {detail && (
        <Text fz="sm" c="gray.7">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** The summary card. */
export function EquitySummary({ payments }: { payments: HomePayments }) {
  const titleId = useId();
  const retrying = payments.collections.find((collection) => collection.status === 'retrying');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Title order={2} fz="lg" id={titleId}>
          Your share of the home
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Figure
            label="Equity you own"
            value={formatPence(payments.equityOwnedPence)}
            detail={`${payments.equitySharePercent.toFixed(2)}% of ${formatGBP(payments.price)}`}
          />
          <Figure
            label="Paid to date"
            value={formatPence(payments.paidToDatePence)}
            detail={`Of ${formatPence(payments.dueToDatePence)} due so far by your plan`}
          />
          <Figure
            label="Next payment"
            value={payments.nextPayment ? formatPence(payments.nextPayment.amountPence) : 'None due'}
            detail={
              payments.nextPayment
                ? `On ${formatPurchaseCaseDate(payments.nextPayment.dueDate)}`
                : payments.movedInOn
                  ? undefined
                  : 'Monthly payments start the month after you move in'
            }
          />
        </SimpleGrid>
        {payments.arrearsPence > 0 && (
          <Alert
            color="orange"
            variant="light"
            radius="md"
            title={`You owe ${formatPence(payments.arrearsPence)} of rent`}
            styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            data-testid="arrears"
          >
            {retrying?.nextAttemptOn
              ? `A payment failed. We will ask your bank again on ${formatPurchaseCaseDate(retrying.nextAttemptOn)}. Make sure the money is in your account.`
              : 'A payment failed and will not be tried again automatically. Contact us to arrange paying it.'}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
