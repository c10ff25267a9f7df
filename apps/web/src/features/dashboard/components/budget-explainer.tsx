/**
 * "How we work out your budget" (DESIGN.md "Explain each figure that matters with a tooltip (the tooltip
 * bottom sheet on mobile)"): an info button that opens a popover on larger screens and a bottom sheet on
 * phones. The rules are those of ARCHITECTURE.md §4, with the figures taken from the domain package.
 */
import { List, Stack, Text } from '@mantine/core';
import {
  BUDGET_ROUNDING,
  EXIT_INCOME_MULTIPLE,
  getDepositCap,
  INCOME_SHARE_CAP,
} from '@stairway/domain/affordability';
import { DEPOSIT_RATE } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { InfoTip } from '../../../components/info-tip';

/** The accessible name of the info button. */
export const BUDGET_EXPLAINER_LABEL = 'How we work out your budget';

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** The explanation itself; `deposit` (pounds) personalises the deposit rule when it is known. */
export function BudgetExplanation({ deposit }: { deposit?: number | null }) {
  const depositCovers =
    deposit != null && deposit > 0
      ? ` Your deposit of ${formatGBP(deposit)} covers homes up to ${formatGBP(getDepositCap(deposit))}.`
      : '';
  return (
    <Stack gap="sm" fz="sm">
      <Text fz="sm">
        Your budget is the most a home can cost on your plan. It is the lowest of three limits:
      </Text>
      <List type="ordered" spacing="xs" fz="sm">
        <List.Item>
          <b>What you can afford each month.</b> Your rent and equity contribution together can take up to{' '}
          {percent(INCOME_SHARE_CAP)} of your gross monthly income, after your monthly commitments.
        </List.Item>
        <List.Item>
          <b>What you could borrow to buy.</b> {EXIT_INCOME_MULTIPLE} times your yearly income, so that a
          mortgage can cover the price when you buy the home.
        </List.Item>
        <List.Item>
          <b>Your deposit.</b> It needs to cover {percent(DEPOSIT_RATE)} of the price.{depositCovers}
        </List.Item>
      </List>
      <Text fz="sm">
        We round it down to the nearest {formatGBP(BUDGET_ROUNDING)}. Your monthly rent budget is the typical
        rent of a home at your budget in the areas you chose.
      </Text>
    </Stack>
  );
}

/** The info button with the popover (desktop) or bottom sheet (mobile), through the shared InfoTip. */
export function BudgetExplainer({ deposit }: { deposit?: number | null }) {
  return (
    <InfoTip title={BUDGET_EXPLAINER_LABEL} width={380} position="bottom-start">
      <BudgetExplanation deposit={deposit} />
    </InfoTip>
  );
}
