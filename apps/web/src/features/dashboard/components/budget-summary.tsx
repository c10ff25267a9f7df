/**
 * The budget card of the dashboard: the budget (the shared budget display, large) with an explanation of
 * how it is worked out, and the monthly rent budget. When the budget is not above £50,000 the display shows
 * a dash and the card says plainly that Stairway cannot give a budget yet (spec §4 step 8, §5); with a deposit
 * of £0 it says what that means and what to save instead (deposit-advice.ts).
 */
import { Alert, Box, Button, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { describeNoDeposit, hasNoDeposit } from '@stairway/domain/deposit-advice';
import { formatGBP, isBudgetShown } from '@stairway/domain/money';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BudgetDisplay } from '../../../components/budget-display';
import { paths } from '../../../lib/paths';
import { BudgetExplainer } from './budget-explainer';
import classes from './dashboard.module.css';

/** Props of the budget card. */
export type BudgetSummaryProps = {
  budget: number | null | undefined;
  rentBudget: number | null | undefined;
  deposit: number | null | undefined;
};

/** Shows the budget, how it was worked out and the monthly rent budget. */
export function BudgetSummary({ budget, rentBudget, deposit }: BudgetSummaryProps) {
  const canShow = isBudgetShown(budget);
  const noDeposit = hasNoDeposit(deposit) ? describeNoDeposit() : null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label="Your budget"
      data-testid="dashboard-budget"
    >
      <Stack gap="md">
        <Group align="flex-end" wrap="nowrap" gap={4}>
          <Box className={classes.budget}>
            <BudgetDisplay budget={budget} size="lg" />
          </Box>
          <BudgetExplainer deposit={deposit} />
        </Group>

        {canShow ? (
          <>
            <Text c="gray.7" fz="sm" maw={560}>
              The most a home can cost on your plan, based on what you have told us so far.
            </Text>
            <Divider />
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
              <Box>
                <Text fw={600}>Monthly rent budget</Text>
                <Text fz="sm" c="gray.7">
                  Typical rent of a home at your budget in your areas
                </Text>
              </Box>
              <Text
                fz="xl"
                fw={700}
                className="tabular-nums"
                style={{ whiteSpace: 'nowrap' }}
                data-testid="dashboard-rent-budget"
              >
                {formatGBP(rentBudget)}
              </Text>
            </Group>
          </>
        ) : (
          <Alert
            variant="light"
            color="yellow"
            radius="md"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
            title={
              noDeposit
                ? `Your budget is ${formatGBP(0)} until you have a deposit`
                : 'We can’t give you a budget yet'
            }
            styles={{
              title: { color: 'var(--mantine-color-text)' },
              icon: { color: 'var(--mantine-color-yellow-9)' },
            }}
            data-testid="dashboard-no-budget"
          >
            <Stack gap="sm" align="flex-start">
              {noDeposit ? (
                <Text fz="sm">
                  {noDeposit.meaning} {noDeposit.action}
                </Text>
              ) : (
                <Text fz="sm">
                  Based on what you have told us so far, Stairway can’t offer you a budget above{' '}
                  {formatGBP(MIN_BUDGET)}. Completing the income section of your application may change that.
                </Text>
              )}
              <Button
                component={Link}
                to={noDeposit ? paths.application.deposit : paths.application.steps.income}
                variant="white"
                color="dark"
                size="sm"
              >
                {noDeposit ? 'Update your deposit' : 'Complete your income'}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The budget card while the page loads, the same shape as the card. */
export function BudgetSummarySkeleton() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-hidden="true">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Skeleton height={12} width={80} />
            <Skeleton height={32} width={160} />
          </Stack>
          <Skeleton height={32} width={32} circle />
        </Group>
        <Skeleton height={14} width="70%" />
        <Divider />
        <Group justify="space-between">
          <Stack gap={6}>
            <Skeleton height={16} width={150} />
            <Skeleton height={12} width={220} />
          </Stack>
          <Skeleton height={26} width={80} />
        </Group>
      </Stack>
    </Paper>
  );
}
