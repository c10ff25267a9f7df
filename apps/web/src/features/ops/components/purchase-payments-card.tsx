/**
 * The "Payments" card of a purchase case's page (pages/purchase-page.tsx; decision 071): the plan's Direct Debit (where
 * it stands in words, its provider and the bank account), the figures from the plan's ledger (equity owned and its
 * share of the price, paid to date, arrears, highlighted when owed, and the next payment), every collection with
 * "Retry now" for one that failed (purchase-payments-collections.tsx) and the monthly statements as PDFs
 * (purchase-payments-statements.tsx). Before a plan, or before the Direct Debit, it says so. Its state is
 * usePlanPayments's.
 */
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconAlertCircle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HomePaymentsFieldsFragment } from '../../../gql/graphql';
import { usePlanPayments } from '../hooks/use-plan-payments';
import { PurchasePaymentsCollections } from './purchase-payments-collections';
import { PurchasePaymentsStatements } from './purchase-payments-statements';

type Payments = HomePaymentsFieldsFragment;
type State = ReturnType<typeof usePlanPayments>;

/** What the card says before a plan is signed with a Direct Debit. */
export const NO_PLAN_YET = 'Payments start once the plan is signed and the Direct Debit is set up.';
/** What the card says once the plan is signed but the applicant has not set up the Direct Debit. */
export const NO_DIRECT_DEBIT_YET = 'The applicant has not set up the Direct Debit yet.';

/** Each Direct Debit status's words and badge colour (filled, AA contrast). */
const DIRECT_DEBIT_STATUSES: Record<string, { label: string; color: string }> = {
  Active: { label: 'Active', color: 'teal.9' },
  SettingUp: { label: 'Setting up', color: 'blue.9' },
  Pending: { label: 'Waiting for the bank', color: 'blue.9' },
  Inactive: { label: 'Inactive', color: 'red.9' },
  Cancelled: { label: 'Cancelled', color: 'gray.7' },
};

/** The provider in words: the sandbox says plainly that no real account is debited. */
export function providerLabel(provider: string): string {
  if (provider === 'sandbox') return 'Sandbox (no real account debited)';
  if (provider === 'stripe') return 'Stripe';
  return provider;
}

/** Label and value lists (`<dl>`): a label beside its value, as the plan's key facts are. */
const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(6.5rem, 2fr) minmax(0, 3fr)',
  columnGap: 'var(--mantine-spacing-md)',
  rowGap: 6,
  margin: 0,
} as const;

/** A `<dl>` of label and value pairs. */
function Facts({ label, facts }: { label: string; facts: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" style={listStyle} aria-label={label}>
      {facts.map((fact) => (
        <Box key={fact.label} display="contents">
          <Text component="dt" fz="sm" c="gray.7">
            {fact.label}
          </Text>
          <Text
            component="dd"
            fz="sm"
            fw={600}
            m={0}
            ta="right"
            style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {fact.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** The Direct Debit: its status, provider, bank account and the day it came into force. */
function DirectDebitFacts({ payments }: { payments: Payments }) {
  const directDebit = payments.directDebit;
  if (!directDebit) return null;
  const status = DIRECT_DEBIT_STATUSES[directDebit.status] ?? { label: directDebit.status, color: 'gray.7' };
  return (
    <Stack gap="xs">
      <Facts
        label="Direct Debit"
        facts={[
          {
            label: 'Direct Debit',
            value: (
              <Badge variant="filled" color={status.color}>
                {status.label}
              </Badge>
            ),
          },
          { label: 'Provider', value: providerLabel(directDebit.provider) },
          { label: 'Bank account', value: directDebit.bankLabel ?? 'Not given yet' },
          {
            label: 'In force since',
            value: directDebit.activeOn ? formatPurchaseCaseDate(directDebit.activeOn) : 'Not yet',
          },
        ]}
      />
      {payments.sandboxBankUrl && (
        <Anchor href={payments.sandboxBankUrl} target="_blank" rel="noreferrer" fz="sm">
          <Group gap={4} component="span" wrap="nowrap">
            Open the sandbox bank
            <IconExternalLink size={14} aria-label="(opens in a new tab)" />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/** The figures from the plan's ledger: equity owned, paid to date, arrears and the next payment. */
function LedgerFacts({ payments }: { payments: Payments }) {
  const { arrearsPence, nextPayment } = payments;
  return (
    <Facts
      label="Where the plan stands"
      facts={[
        {
          label: 'Equity owned',
          value: `${formatPence(payments.equityOwnedPence)} (${payments.equitySharePercent}% of the price)`,
        },
        { label: 'Paid to date', value: formatPence(payments.paidToDatePence) },
        {
          label: 'Arrears',
          value:
            arrearsPence > 0 ? (
              <Text span fz="sm" fw={700} c="red.9" data-testid="payments-arrears">
                {formatPence(arrearsPence)} owed
              </Text>
            ) : (
              formatPence(0)
            ),
        },
        {
          label: 'Next payment',
          value: nextPayment
            ? `${formatPence(nextPayment.amountPence)} on ${formatPurchaseCaseDate(nextPayment.dueDate)}`
            : 'None due',
        },
      ]}
    />
  );
}

/** The card's body once the payments are loaded and a Direct Debit exists. */
function PaymentsDetails({ payments, state }: { payments: Payments; state: State }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="md">
        <DirectDebitFacts payments={payments} />
        <LedgerFacts payments={payments} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="purchase-payments-collections">
        <Title order={3} fz="md" id="purchase-payments-collections">
          Collections
        </Title>
        {state.retryOutcome && (
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
            {state.retryOutcome}
          </Alert>
        )}
        {state.retryProblem && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden="true" />}
            title="The collection was not retried"
          >
            {state.retryProblem}
          </Alert>
        )}
        <PurchasePaymentsCollections
          collections={payments.collections}
          retryingId={state.retryingId}
          onRetry={(collection) => void state.retryNow(collection)}
        />
      </Stack>
      <PurchasePaymentsStatements
        months={payments.statementMonths}
        downloadingMonth={state.downloadingMonth}
        problem={state.downloadProblem}
        onDownload={(month) => void state.downloadStatement(month)}
      />
    </Stack>
  );
}

/** The card's body: a skeleton while loading, the failure, the line before a plan or a Direct Debit, or the details. */
function PaymentsBody({ state }: { state: State }) {
  const { payments, data, loading, error, refetch } = state;
  if (loading && !data) {
    return (
      <Stack gap="xs" aria-busy="true">
        <VisuallyHidden>Loading the payments</VisuallyHidden>
        <Skeleton height={18} width="60%" />
        <Skeleton height={18} width="80%" />
        <Skeleton height={18} width="70%" />
      </Stack>
    );
  }
  if (error && !data) {
    // Not an alert: the card is one part of the page, which stays usable; it says so where it would show.
    return (
      <Stack gap="xs" align="flex-start">
        <Text>The payments could not be loaded. Check your connection and try again.</Text>
        <Button variant="light" size="xs" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!payments || (!payments.planSigned && !payments.directDebit)) return <Text>{NO_PLAN_YET}</Text>;
  if (!payments.directDebit) return <Text>{NO_DIRECT_DEBIT_YET}</Text>;
  return <PaymentsDetails payments={payments} state={state} />;
}

/**
 * The "Payments" card.
 * @param purchaseCaseId the case whose plan's payments are shown
 */
export function PurchasePaymentsCard({ purchaseCaseId }: { purchaseCaseId: string }) {
  const state = usePlanPayments(purchaseCaseId);
  const { payments } = state;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="purchase-payments">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h4" id="purchase-payments">
          Payments
        </Title>
        {payments && (
          <Text fz="sm" c="gray.7">
            Plan version {payments.planVersion}: {formatGBP(payments.monthlyRent)} rent a month
          </Text>
        )}
      </Group>
      <PaymentsBody state={state} />
    </Card>
  );
}
