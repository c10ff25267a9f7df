/**
 * The plan explainer modal (spec §2): how the plan works in plain English, with this home's own numbers
 * (2% deposit, monthly rent plus an equity contribution that builds your share, buy the home in 4 to 8
 * years).
 */
import { Button, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import {
  calculateInitialDeposit,
  calculateMonthlyEquity,
  calculateOwnershipYears,
} from '@stairway/domain/plan';
import { formatYears } from '../lib/listing-text';
import type { Home } from '../lib/types';

/** Props of the explainer. */
export type PlanExplainerModalProps = {
  home: Pick<Home, 'askingPrice' | 'rent'>;
  opened: boolean;
  onClose: () => void;
};

/** Explains the plan for one home. */
export function PlanExplainerModal({ home, opened, onClose }: PlanExplainerModalProps) {
  const price = home.askingPrice;
  const deposit = calculateInitialDeposit(price);
  // The exact contributions at the ends of the slider, rounded only by formatGBP.
  const min = calculateMonthlyEquity(price);
  const max = 2 * min;
  const step = (n: number) => (
    <ThemeIcon size={28} radius="xl" variant="light" aria-hidden="true">
      <Text fz="sm" fw={700}>
        {n}
      </Text>
    </ThemeIcon>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="How the plan works"
      centered
      size="lg"
      zIndex={300}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text>
          With Stairway you rent the home you want to buy, and build up your share of it each month. For this{' '}
          <Text span fw={600} className="tabular-nums">
            {formatGBP(price)}
          </Text>{' '}
          home, it would look like this.
        </Text>
        <List spacing="lg" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
          <List.Item icon={step(1)}>
            <Text fw={600}>Pay a 2% deposit</Text>
            <Text fz="sm" c="dimmed" className="tabular-nums">
              That’s about {formatGBP(deposit)} for this home, paid when you move in.
            </Text>
          </List.Item>
          <List.Item icon={step(2)}>
            <Text fw={600}>Pay rent plus an equity contribution each month</Text>
            <Text fz="sm" c="dimmed" className="tabular-nums">
              The estimated rent is {formatGBP(home.rent)} a month. On top of that you choose an equity
              contribution between {formatGBP(min)} and {formatGBP(max)} a month. Your equity contributions
              build your share of the home.
            </Text>
          </List.Item>
          <List.Item icon={step(3)}>
            <Text fw={600}>Buy the home in 4 to 8 years</Text>
            <Text fz="sm" c="dimmed">
              At {formatGBP(min)} a month you could buy the home in about{' '}
              {formatYears(calculateOwnershipYears(price, min))} years; at {formatGBP(max)} a month, in about{' '}
              {formatYears(calculateOwnershipYears(price, max))}. You can buy it when you’re ready, for
              example with a mortgage.
            </Text>
          </List.Item>
        </List>
        <Text fz="sm" c="dimmed">
          These figures are estimates to help you compare homes. We’ll confirm the exact numbers before you
          commit to anything.
        </Text>
        <Button onClick={onClose} w={{ base: '100%', xs: 'auto' }} style={{ alignSelf: 'flex-end' }}>
          Got it
        </Button>
      </Stack>
    </Modal>
  );
}
