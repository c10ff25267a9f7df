/**
 * The plan's ending on Your home (decision 076): while it is under way, its steps with their days and figures
 * (moving out, with changing the moving day and withdrawing the notice before the day; or buying the rest); once it is over, "Your plan
 * has ended" with the refund paid, or "You own your home" with the price and how it was paid.
 */
import { Alert, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconHomeCheck } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { FormProblem, PlanEnding } from '../hooks/use-plan-ending';
import { type ChangeDay, NoticeActions } from './change-moving-day-form';
import { PlanEndingSteps } from './plan-ending-steps';

type Props = {
  ending: PlanEnding;
  /** What leaving today would refund, pence (shown until the inspection sets the refund). */
  refundTodayPence?: number;
  withdrawNotice: () => Promise<void>;
  withdrawing: boolean;
  problem: FormProblem | null;
  /** Changing the moving day of a notice that stands; absent where it is not offered. */
  changeDay?: ChangeDay;
};

/** One figure: its words and its amount, right-aligned. */
function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      pt={strong ? 6 : 0}
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-4)' } : undefined}
    >
      <Text component="dt" fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        component="dd"
        fz="sm"
        m={0}
        fw={strong ? 700 : 400}
        className="tabular-nums"
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The card's frame: a title and its content. */
function Frame({ title, children, tone }: { title: string; children: ReactNode; tone?: 'ended' }) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="plan-ending-card"
      bg={tone === 'ended' ? 'teal.0' : undefined}
      style={tone === 'ended' ? { borderColor: 'var(--mantine-color-teal-3)' } : undefined}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          {tone === 'ended' && (
            <ThemeIcon size={36} radius="xl" color="teal" aria-hidden>
              <IconHomeCheck size={20} />
            </ThemeIcon>
          )}
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The card. */
export function PlanEndingCard({
  ending,
  refundTodayPence,
  withdrawNotice,
  withdrawing,
  problem,
  changeDay,
}: Props) {
  if (ending.kind === 'BUY_OUT' && ending.ended) {
    const price = formatGBP(ending.pricePounds ?? 0);
    return (
      <Frame title="You own your home" tone="ended">
        <Text>
          Congratulations: your purchase completed on {day(ending.completedOn ?? '')} at {price}. Your plan
          with Stairway has ended, and no more payments will be taken.
        </Text>
        <Stack component="dl" gap={6} m={0} data-testid="plan-ending-figures">
          <Figure label="Price (RICS valuation)" value={price} />
          <Figure
            label="Your deposit and equity counted"
            value={`−${formatPence(ending.heldAppliedPence ?? 0)}`}
          />
          <Figure label="Paid on completion" value={formatPence(ending.amountReceivedPence ?? 0)} strong />
        </Stack>
      </Frame>
    );
  }
  if (ending.kind === 'MOVE_OUT' && ending.ended) {
    const refund = ending.refundPaidPence ?? ending.refundDuePence ?? 0;
    const damage = ending.damagePence ?? 0;
    return (
      <Frame title="Your plan has ended" tone="ended">
        <Text>
          You moved out on {day(ending.endsOn ?? '')} and we paid your refund on{' '}
          {day(ending.refundPaidOn ?? '')}. Thank you for living with us.
        </Text>
        <Stack component="dl" gap={6} m={0} data-testid="plan-ending-figures">
          {refund > 0 && (
            <Figure
              label="Your deposit and equity, less anything owed"
              value={formatPence(refund + damage)}
            />
          )}
          <Figure
            label={
              damage ? `Less damage (${ending.damageNote ?? 'beyond fair wear and tear'})` : 'Damage charge'
            }
            value={damage ? `−${formatPence(damage)}` : formatPence(0)}
          />
          <Figure label="Refund paid to you" value={formatPence(refund)} strong />
        </Stack>
        <PlanEndingSteps steps={ending.steps} figures={false} />
      </Frame>
    );
  }
  if (ending.kind === 'BUY_OUT') {
    return (
      <Frame title="You are buying your home">
        <Text fz="sm">
          You told us on {day(ending.goAheadOn ?? '')} that you want to buy the rest, at{' '}
          {formatGBP(ending.pricePounds ?? 0)} until the independent RICS valuation sets the price. Your
          monthly payments continue until completion.
        </Text>
        <PlanEndingSteps steps={ending.steps} />
      </Frame>
    );
  }
  const changes = ending.movingDayChanges ?? [];
  const [first, last] = [changes[0], changes.at(-1)];
  return (
    <Frame title="You are moving out">
      <Text fz="sm">
        Your moving day is {day(ending.movingOn ?? '')}. Your monthly payments continue until then.
        {ending.inspectedOn
          ? ` Your refund of ${formatPence(ending.refundDuePence ?? 0)} is paid to your bank account within 30 days of moving out.`
          : ` On the day the home is checked: only damage beyond fair wear and tear is charged.${
              refundTodayPence === undefined
                ? ''
                : ` Your refund would be ${formatPence(refundTodayPence)} today, less any such damage, paid within 30 days of moving out.`
            }`}
      </Text>
      {first && (
        <Text fz="sm" c="gray.7" data-testid="moving-day-changed">
          You first gave {day(first.fromDay)} and changed it on {day(last?.changedOn ?? first.changedOn)}.
        </Text>
      )}
      <PlanEndingSteps steps={ending.steps} />
      {problem && !problem.field && (
        <Alert color="red" variant="light" role="alert">
          {problem.message}
        </Alert>
      )}
      {(ending.withdrawable || ending.movingDayChangeable) && (
        <NoticeActions
          movingOn={ending.movingOn ?? ''}
          changeable={ending.movingDayChangeable}
          withdrawable={ending.withdrawable}
          withdrawNotice={withdrawNotice}
          withdrawing={withdrawing}
          changeDay={changeDay}
        />
      )}
    </Frame>
  );
}
