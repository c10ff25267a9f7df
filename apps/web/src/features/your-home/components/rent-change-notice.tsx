/**
 * A rent change given by notice that has not started yet (decision 074): the rent now and the new rent, the day it
 * applies from, why, and, for an increase, that the customer can ask the First-tier Tribunal to decide it first.
 * Shown above the home's value; nothing when no change is to come.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import dayjs from 'dayjs';
import type { HomeValueData } from '../hooks/use-home-value';

/** The notice of the next change to come, if any. */
export function RentChangeNotice({
  data,
  today = dayjs().format('YYYY-MM-DD'),
}: {
  data: HomeValueData;
  today?: string;
}) {
  const next = [...data.rentChanges]
    .filter((change) => change.effectiveFrom > today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  if (!next) return null;
  const increase = next.monthlyRent > next.previousRent;
  return (
    <Alert color="blue" variant="light" title="Your rent is changing" data-testid="rent-change-notice">
      <Stack gap={6}>
        <Text fz="sm">
          From {formatPurchaseCaseDate(next.effectiveFrom)} your monthly rent will be{' '}
          {formatGBP(next.monthlyRent)} (now {formatGBP(next.previousRent)}). Your equity contribution does
          not change. Notice given on {formatPurchaseCaseDate(next.noticeGivenOn)}.
        </Text>
        <Text fz="sm">Why: {next.reason}</Text>
        {increase && (
          <Text fz="sm">
            If you think the new rent is more than the market rent, you can ask the First-tier Tribunal
            (Property Chamber) to decide it before it starts.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
