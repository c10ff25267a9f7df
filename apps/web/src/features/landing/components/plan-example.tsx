/**
 * A worked example of the plan for one home price (spec §1 "a plan with monthly rent plus equity
 * contributions"; §9 "Deposit is 2% of price", "Monthly equity contribution is 1% of asking price divided by
 * 12", "Ownership time target is 8% of price divided by the monthly equity"). Every figure comes from the
 * domain plan maths and is formatted with `formatGBP`.
 */
import { Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DEPOSIT_RATE, OWNERSHIP_TARGET_RATE } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { calculateDeposit, calculateMonthlyEquity, calculateOwnershipYears } from '@stairway/domain/plan';
import { IconCalendarCheck, IconCoinPound, IconHome, IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The figures of the plan for a home price. */
export type PlanExampleFigures = {
  price: number;
  deposit: number;
  monthlyEquity: number;
  /** Years to buy at the standard monthly equity (8). */
  years: number;
  /** Double the standard monthly equity, the most the plan allows. */
  fasterMonthlyEquity: number;
  /** Years to buy at double the equity (4). */
  fasterYears: number;
  /** The equity built by the time of buying: 8% of the price. */
  equityBuilt: number;
};

/**
 * Works out the example's figures with the domain plan maths.
 *
 * @param price the home's price in pounds, e.g. 250,000
 * @returns the deposit (2%), the monthly equity (1% a year), the years to buy at that and at double it, and
 *   the equity built by then (8% of the price)
 */
export function planExampleFigures(price: number): PlanExampleFigures {
  const monthlyEquity = calculateMonthlyEquity(price);
  const fasterMonthlyEquity = monthlyEquity * 2;
  return {
    price,
    deposit: calculateDeposit(price),
    monthlyEquity,
    years: calculateOwnershipYears(price, monthlyEquity),
    fasterMonthlyEquity,
    fasterYears: calculateOwnershipYears(price, fasterMonthlyEquity),
    equityBuilt: price * OWNERSHIP_TARGET_RATE,
  };
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** One line of the example: an icon, what it is, and the amount. */
function Row({
  icon,
  label,
  help,
  value,
}: {
  icon: ReactNode;
  label: string;
  help: string;
  value: ReactNode;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Text fw={600}>{label}</Text>
          <Text fw={700} fz="lg" className="tabular-nums" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        </Group>
        <Text fz="sm" c="gray.7">
          {help}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Shows the worked example for a home price (spec §9 plan maths): deposit, monthly equity on top of the
 * rent, and 4 to 8 years to buy.
 */
export function PlanExample({ price }: { price: number }) {
  const figures = planExampleFigures(price);
  const years = (value: number) => `${value} years`;
  return (
    <Card
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="plan-example-title"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fz="sm" fw={600} c="stairway.7" tt="uppercase" lts={0.5}>
            A worked example
          </Text>
          <Title order={2} id="plan-example-title" fz={{ base: 22, sm: 26 }} lh={1.3}>
            A home worth <span className="tabular-nums">{formatGBP(figures.price)}</span>
          </Title>
        </Stack>
        <Stack gap="md">
          <Row
            icon={<IconKey size={22} />}
            label="To move in"
            help={`A deposit of ${percent(DEPOSIT_RATE)} of the price.`}
            value={formatGBP(figures.deposit)}
          />
          <Divider color="gray.2" />
          <Row
            icon={<IconCoinPound size={22} />}
            label="Each month"
            help="Your rent, plus an equity contribution of 1% of the price a year that builds your share of the home."
            value={`rent + ${formatGBP(figures.monthlyEquity)}`}
          />
          <Divider color="gray.2" />
          <Row
            icon={<IconCalendarCheck size={22} />}
            label="Ready to buy"
            help={`Or in ${years(figures.fasterYears)} if you pay ${formatGBP(figures.fasterMonthlyEquity)} a month.`}
            value={`in ${years(figures.years)}`}
          />
          <Divider color="gray.2" />
          <Row
            icon={<IconHome size={22} />}
            label="Built up by then"
            help={`${percent(OWNERSHIP_TARGET_RATE)} of the price in contributions, on top of your deposit, to put towards buying the home.`}
            value={formatGBP(figures.equityBuilt)}
          />
        </Stack>
        <Text fz="sm" c="gray.7">
          An example only. Your rent depends on the home you choose, and your budget on your income and
          savings.
        </Text>
      </Stack>
    </Card>
  );
}
