/**
 * /ops/reconciliation: every plan with a Direct Debit, its ledger against the payments the provider says were paid
 * (paymentsReconciliation; decision 071). Each plan's case (its home, a link to its page, and its applicant),
 * "Reconciled" or "Differences" (or why the provider's payments could not be read) and each difference in words.
 * The table scrolls sideways inside itself on a phone, as the console's other tables do.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Box, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PaymentsReconciliationQuery as Answer } from '../../../gql/graphql';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { PaymentsReconciliationQuery } from '../graphql/paymentsReconciliation';
import { opsPaths } from '../lib/paths';

type Plan = Answer['paymentsReconciliation'][number];

/** What the page says under its title. */
export const RECONCILIATION_INTRO =
  'The plan ledger against the Direct Debit provider’s payments. Any difference is listed.';
/** What the page says when no plan has a Direct Debit. */
export const NO_PLAN_TO_RECONCILE = 'No plan has a Direct Debit yet.';

/** How many plans, and how many of them differ or could not be checked, in words. */
export function reconciliationSummary(plans: readonly Plan[]): string {
  const count = plans.length === 1 ? '1 plan' : `${plans.length} plans`;
  const differing = plans.filter((plan) => !plan.error && !plan.reconciled).length;
  const unchecked = plans.filter((plan) => plan.error).length;
  const reconciled = plans.length - differing - unchecked;
  const parts = [`${reconciled} reconciled`];
  if (differing > 0) parts.push(`${differing} with differences`);
  if (unchecked > 0) parts.push(`${unchecked} could not be checked`);
  return `${count}: ${parts.join(', ')}.`;
}

/** Where a plan stands: a green or red badge, or why it could not be checked. */
function Outcome({ plan }: { plan: Plan }) {
  if (plan.error) {
    return (
      <Stack gap={4} align="flex-start">
        <Badge variant="filled" color="red.9">
          Could not be checked
        </Badge>
        <Text fz="sm" c="red.9">
          {plan.error}
        </Text>
      </Stack>
    );
  }
  return plan.reconciled ? (
    <Badge variant="filled" color="teal.9">
      Reconciled
    </Badge>
  ) : (
    <Badge variant="filled" color="red.9">
      Differences
    </Badge>
  );
}

/** One plan's row. */
function PlanRow({ plan }: { plan: Plan }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={opsPaths.purchase(plan.purchaseCaseId)} fw={600}>
          {plan.address || `Case ${plan.purchaseCaseId.slice(0, 8)}`}
        </Anchor>
        {plan.applicantName && (
          <Text fz="sm" c="gray.7">
            {plan.applicantName}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Outcome plan={plan} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {plan.differences.length === 0 ? (
          <Text fz="sm" c="gray.7">
            None
          </Text>
        ) : (
          <Box component="ul" m={0} pl="md" fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {plan.differences.map((difference) => (
              <li key={difference}>{difference}</li>
            ))}
          </Box>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The plans' table. */
function ReconciliationTable({ plans }: { plans: readonly Plan[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label="Plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>Case</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th miw={280}>Differences</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <PlanRow key={plan.planId} plan={plan} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The reconciliation of every plan with a Direct Debit. */
export function ReconciliationPage() {
  const { data, loading, error, refetch } = useQuery(PaymentsReconciliationQuery, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Reconciliation · Stairway operators';
  }, []);
  const plans = data?.paymentsReconciliation ?? [];

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        Reconciliation
      </Title>
      <Text c="gray.7">{RECONCILIATION_INTRO}</Text>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading the reconciliation" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="reconciliation" onRetry={refetch} />
      ) : plans.length === 0 ? (
        <Alert color="gray" variant="light">
          {NO_PLAN_TO_RECONCILE}
        </Alert>
      ) : (
        <>
          <Text aria-live="polite">{reconciliationSummary(plans)}</Text>
          <ReconciliationTable plans={plans} />
        </>
      )}
    </Stack>
  );
}
