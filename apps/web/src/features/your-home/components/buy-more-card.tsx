/**
 * "Buy more of your home" (decision 073): an amount from £50 up to what the plan allows now, with the share before
 * and after and when a mortgage for the rest would look within reach, before the customer pays by card; the
 * plan's rules; and the extra payments made so far. Nothing may be bought before the move-in or while arrears are
 * owed: the card then says why.
 */
import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  EQUITY_CAP_PERCENT,
  EQUITY_PURCHASE_YEARLY_PERCENT,
  sharePercent,
} from '@stairway/domain/equity-purchase';
import { formatGBP } from '@stairway/domain/money';
import { mortgageReadiness } from '@stairway/domain/mortgage-readiness';
import { formatPence } from '@stairway/domain/waitlist-fee';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { HomeValueData, PayMethod } from '../hooks/use-home-value';

const STATUS_COLOURS: Record<string, string> = {
  Paid: 'teal.9',
  Pending: 'blue.9',
  Failed: 'red.9',
  Cancelled: 'gray.7',
  Expired: 'gray.7',
};

/** "In 3 years", "now" or "not within 8 years". */
const readyWords = (years: number | null) =>
  years === null ? 'not within 8 years' : years === 0 ? 'now' : `in ${years} year${years === 1 ? '' : 's'}`;

type Props = {
  data: HomeValueData;
  buy: (amountPence: number, method: PayMethod) => Promise<void>;
  buying: boolean;
  problem: string | null;
};

/** The card. */
export function BuyMoreCard({ data, buy, buying, problem }: Props) {
  const titleId = useId();
  const value = data.homeValue;
  const [pounds, setPounds] = useState<number | string>(100);
  const [method, setMethod] = useState<PayMethod>('Card');
  const amountPence = Math.round(Number(pounds) * 100);
  const max = value.buyMoreMaxPence ?? 0;
  const valid = Number.isFinite(amountPence) && amountPence >= value.buyMoreMinPence && amountPence <= max;
  const pay = (how: PayMethod) => {
    if (!valid) return;
    setMethod(how);
    void buy(amountPence, how);
  };
  const readiness = data.mortgageReadiness;
  const readyAfter = valid
    ? mortgageReadiness({
        valuePounds: readiness.valuePounds,
        equityOwnedPence: value.equityOwnedPence + amountPence,
        monthlyEquityPence: readiness.monthlyEquityPence,
        annualIncomePounds: readiness.annualIncomePounds,
        cardBalancePounds: readiness.cardBalancePounds,
        monthlyLoansPounds: readiness.monthlyLoansPounds,
      }).readyInYears
    : readiness.readyInYears;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={titleId}>
          Buy more of your home
        </Title>
        <Text fz="sm" c="gray.7">
          Pay in from {formatPence(value.buyMoreMinPence)} at a time, at your home’s latest value: up to{' '}
          {EQUITY_PURCHASE_YEARLY_PERCENT}% of the value in any 12 months, until you hold {EQUITY_CAP_PERCENT}
          %. Your rent stays {formatGBP(data.currentMonthlyRent)} a month: it changes only at the yearly
          review, with two months’ notice.
        </Text>
        {value.canBuyMore ? (
          <Stack gap="sm">
            <NumberInput
              label="Amount"
              description={`From ${formatPence(value.buyMoreMinPence)} to ${formatPence(max)} now`}
              prefix="£"
              decimalScale={2}
              thousandSeparator=","
              min={value.buyMoreMinPence / 100}
              max={max / 100}
              value={pounds}
              onChange={setPounds}
              error={
                pounds !== '' && !valid
                  ? `Enter an amount from ${formatPence(value.buyMoreMinPence)} to ${formatPence(max)}`
                  : undefined
              }
              maw={320}
            />
            {valid && (
              <Stack gap={4} aria-live="polite" data-testid="buy-more-preview">
                <Text fz="sm">
                  Your share of today’s value: {value.sharePercent.toFixed(2)}% →{' '}
                  <b>{sharePercent(value.equityOwnedPence + amountPence, value.valuePounds).toFixed(2)}%</b>
                </Text>
                <Text fz="sm">
                  A mortgage for the rest looks within reach: {readyWords(readiness.readyInYears)}
                  {readyAfter === readiness.readyInYears ? (
                    ' (no change)'
                  ) : (
                    <>
                      {' → '}
                      <b>{readyWords(readyAfter)}</b>
                    </>
                  )}
                </Text>
              </Stack>
            )}
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <Group gap="sm">
              <Button
                onClick={() => pay('Card')}
                loading={buying && method === 'Card'}
                disabled={!valid || buying}
              >
                {valid ? `Pay ${formatPence(amountPence)} by card` : 'Pay by card'}
              </Button>
              <Button
                variant="light"
                onClick={() => pay('Bank')}
                loading={buying && method === 'Bank'}
                disabled={!valid || buying}
              >
                {valid ? `Pay ${formatPence(amountPence)} by bank` : 'Pay by bank'}
              </Button>
            </Group>
            <Text fz="xs" c="gray.7">
              By bank, you approve the payment in your banking app and it arrives at once: no card needed.
            </Text>
          </Stack>
        ) : (
          <Alert color="gray" variant="light">
            {value.buyMoreRefusal}
          </Alert>
        )}
        {value.purchases.length > 0 && (
          <Table verticalSpacing="xs" fz="sm" captionSide="top">
            <Table.Caption style={{ textAlign: 'left' }}>Your extra payments</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.purchases.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <Table.Td>{dayjs(purchase.paidAt ?? purchase.createdAt).format('D MMM YYYY')}</Table.Td>
                  <Table.Td ta="right" className="tabular-nums">
                    {formatPence(purchase.amountPence)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="filled" color={STATUS_COLOURS[purchase.status] ?? 'gray.7'}>
                      {purchase.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
