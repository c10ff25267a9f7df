/**
 * "Your home's value" (decision 073): the value that holds now and how it was arrived at, the customer's equity in
 * pounds and as a share of today's value, every value since the move-in, and the newest index figures held.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { monthInWords } from '@stairway/domain/revaluation';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useId } from 'react';
import { HomeValueHistory } from '../../../components/home-value-history';
import type { HomeValueFieldsFragment } from '../../../gql/graphql';

const KIND_WORDS: Record<string, string> = {
  Purchase: 'the agreed purchase price',
  Index: 'revalued from the UK House Price Index',
  Surveyor: 'a surveyor’s valuation',
};

/** The card. */
export function HomeValueCard({ value }: { value: HomeValueFieldsFragment }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            Your home’s value
          </Title>
          <Text fz={28} fw={700} className="tabular-nums" data-testid="home-value">
            {formatGBP(value.valuePounds)}
          </Text>
          <Text fz="sm" c="gray.7">
            {value.current
              ? `Estimated on ${formatPurchaseCaseDate(value.current.valuedOn)}: ${KIND_WORDS[value.current.kind] ?? ''}.`
              : 'The agreed price, until your home is first revalued after you move in.'}{' '}
            We revalue every quarter from HM Land Registry’s UK House Price Index
            {value.authorityName ? ` for ${value.authorityName}` : ''}; a surveyor’s valuation takes
            precedence.
          </Text>
        </Stack>
        <Group gap="xl" align="flex-start">
          <Stack gap={2}>
            <Text fz="sm" c="gray.7">
              Your equity
            </Text>
            <Text fw={700} className="tabular-nums" data-testid="home-equity">
              {formatPence(value.equityOwnedPence)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="sm" c="gray.7">
              Share of today’s value
            </Text>
            <Text fw={700} className="tabular-nums" data-testid="home-share">
              {value.sharePercent.toFixed(2)}%
            </Text>
          </Stack>
        </Group>
        <Text fz="xs" c="gray.7">
          Your deposit and equity payments count towards the price in pounds, so when the value rises your
          share of it falls, and when it falls your share rises.
        </Text>
        <HomeValueHistory history={value.history} caption="Every value of your home, newest first" />
        {value.newestIndexMonth && (
          <Text fz="xs" c="gray.7">
            Newest index figures we hold: {monthInWords(value.newestIndexMonth)}. Until newer ones are
            published and loaded, a revaluation keeps your home’s value as it was.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
