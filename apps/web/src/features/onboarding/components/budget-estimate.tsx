/**
 * The live budget estimate of onboarding (spec §2 onboarding; §5 "The budget display shows a dash when it
 * is not above 50000"; §4 fake loading after a budget change): the shared budget display and a plain
 * explanation of how the figure was worked out. Money in whole pounds, formatted by the domain. A deposit of £0
 * is explained (the budget is £0 until there is one) with what to save.
 */
import { Paper, Stack, Text } from '@mantine/core';
import {
  type AffordabilityResult,
  EXIT_INCOME_MULTIPLE,
  INCOME_SHARE_CAP,
} from '@stairway/domain/affordability';
import { DEPOSIT_RATE, MIN_BUDGET } from '@stairway/domain/constants';
import { describeNoDeposit, hasNoDeposit } from '@stairway/domain/deposit-advice';
import { formatGBP, isBudgetShown } from '@stairway/domain/money';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { BudgetDisplay } from '../../../components/budget-display';

/** Props of the budget estimate. */
export type BudgetEstimateProps = {
  /** The model's result, or `null` before a valid pay is entered. */
  estimate: AffordabilityResult | null;
  /** `pay`: before the deposit is known (no deposit cap); `deposit`: with the deposit. */
  stage: 'pay' | 'deposit';
  /** The deposit in whole pounds, on the deposit step. */
  deposit?: number | null;
  /** Whether the applicant buys with someone else (their income is added later). */
  jointApplication?: boolean;
};

const incomeShare = `${Math.round(INCOME_SHARE_CAP * 100)}%`;
const depositMultiple = Math.round(1 / DEPOSIT_RATE);

/** Shows the estimated budget with how it was worked out. */
export function BudgetEstimate({ estimate, stage, deposit, jointApplication }: BudgetEstimateProps) {
  const budget = estimate?.budget ?? null;
  const noDeposit = stage === 'deposit' && hasNoDeposit(deposit);
  const belowMinimum = estimate !== null && !isBudgetShown(estimate.budget) && !noDeposit;
  return (
    <Paper
      radius="md"
      p="md"
      bg="stairway.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-stairway-1)' }}
    >
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <Text fw={600} lh={1.35}>
            {stage === 'pay' ? 'The home price you could aim for' : 'Your budget with your deposit'}
          </Text>
          <div style={{ flex: 'none' }}>
            <BudgetDisplay budget={budget} label="Estimated budget" size="lg" />
          </div>
        </div>
        <Text fz="sm" c="gray.7" style={{ display: 'flex', gap: 8 }}>
          <IconInfoCircle
            size={18}
            aria-hidden="true"
            style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-stairway-7)' }}
          />
          <span>
            {estimate === null
              ? stage === 'pay'
                ? 'Enter your gross annual pay to see an estimate.'
                : 'Enter your deposit to update your estimate.'
              : stage === 'pay'
                ? `An estimate from your pay alone: the monthly rent and equity stay within ${incomeShare} of your pay before tax, and the price within ${EXIT_INCOME_MULTIPLE} times your pay. Your deposit and your application can change it.`
                : `The lowest of three limits: rent and equity within ${incomeShare} of your pay before tax, ${EXIT_INCOME_MULTIPLE} times your pay, and ${depositMultiple} times your deposit (the deposit is 2% of the price). Your application confirms it.`}
          </span>
        </Text>
        {estimate !== null && noDeposit && <NoDepositAdvice />}
        {estimate !== null && stage === 'deposit' && deposit != null && !noDeposit && (
          <Text fz="sm" fw={500}>
            {estimate.bindingConstraint === 'deposit'
              ? `Your deposit sets the limit: ${formatGBP(deposit)} is 2% of ${formatGBP(estimate.depositCap)}.`
              : 'Your pay sets the limit, not your deposit.'}
          </Text>
        )}
        {jointApplication && (
          <Text fz="sm">
            Buying with someone else? Their income is added later in your application and can raise your
            budget.
          </Text>
        )}
        {belowMinimum && (
          <Text fz="sm" fw={500} c="gray.9" style={{ display: 'flex', gap: 8 }}>
            <IconAlertTriangle
              size={18}
              aria-hidden="true"
              style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-orange-8)' }}
            />
            {`This is not above our minimum budget of ${formatGBP(MIN_BUDGET)}. You can still create an account${
              stage === 'deposit' && estimate?.bindingConstraint === 'deposit'
                ? '; a bigger deposit would raise your budget.'
                : '; buying with someone else may raise your budget.'
            }`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** What a deposit of £0 means for the budget and what to save (deposit-advice.ts describeNoDeposit). */
function NoDepositAdvice() {
  const { meaning, action } = describeNoDeposit();
  return (
    <Stack gap={4} data-testid="no-deposit-advice">
      <Text fz="sm" fw={600}>
        {meaning}
      </Text>
      <Text fz="sm">{action}</Text>
    </Stack>
  );
}
