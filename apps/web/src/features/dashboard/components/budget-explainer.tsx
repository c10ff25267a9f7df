/**
 * "How we work out your budget" (DESIGN.md "Explain each figure that matters with a tooltip (the tooltip
 * bottom sheet on mobile)"): an info button that opens a popover on larger screens and a bottom sheet on
 * phones. The rules are those of ARCHITECTURE.md §4, with the figures taken from the domain package.
 */
import { ActionIcon, Drawer, List, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  BUDGET_ROUNDING,
  EXIT_INCOME_MULTIPLE,
  getDepositCap,
  INCOME_SHARE_CAP,
} from '@stairway/domain/affordability';
import { DEPOSIT_RATE } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconInfoCircle } from '@tabler/icons-react';

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

/** The info button with the popover (desktop) or bottom sheet (mobile). */
export function BudgetExplainer({ deposit }: { deposit?: number | null }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });

  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={BUDGET_EXPLAINER_LABEL}
      aria-expanded={opened}
      onClick={toggle}
      data-testid="budget-explainer-button"
    >
      <IconInfoCircle size={22} aria-hidden="true" />
    </ActionIcon>
  );

  if (isMobile) {
    return (
      <>
        {trigger}
        <Drawer
          opened={opened}
          onClose={close}
          position="bottom"
          styles={{
            title: { fontWeight: 700 },
            content: { height: 'auto', maxHeight: '85dvh' },
          }}
          title={BUDGET_EXPLAINER_LABEL}
          radius="lg"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <BudgetExplanation deposit={deposit} />
        </Drawer>
      </>
    );
  }

  return (
    <Popover
      opened={opened}
      onDismiss={close}
      width={380}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label={BUDGET_EXPLAINER_LABEL} p="md">
        <Text fw={700} mb="xs">
          {BUDGET_EXPLAINER_LABEL}
        </Text>
        <BudgetExplanation deposit={deposit} />
      </Popover.Dropdown>
    </Popover>
  );
}
