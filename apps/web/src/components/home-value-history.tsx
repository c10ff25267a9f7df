/**
 * The values of a plan's home, newest first (decision 073), as a list: the day, how it was arrived at (the agreed price, the
 * quarterly UK House Price Index revaluation with the figures it used, or a surveyor's figure) and the value. Shown
 * on the customer's home page and the console's purchase page.
 */
import { Box, Group, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { monthInWords } from '@stairway/domain/revaluation';
import { useId } from 'react';
import type { HomeValueFieldsFragment } from '../gql/graphql';

type Valuation = HomeValueFieldsFragment['history'][number];

/** How a value was arrived at, in words, with the index figures or the surveyor. */
export function describeValuation(valuation: Valuation): string {
  if (valuation.kind === 'Purchase') return 'The agreed purchase price';
  if (valuation.kind === 'Surveyor')
    return `Surveyor’s valuation${valuation.surveyor ? ` (${valuation.surveyor})` : ''}`;
  const { indexAreaName, indexPropertyType, indexFromMonth, indexFromLevel, indexToMonth, indexToLevel } =
    valuation;
  if (!indexAreaName || !indexFromMonth || !indexToMonth || indexFromMonth >= indexToMonth) {
    return indexToMonth
      ? `UK House Price Index: nothing newer than ${monthInWords(indexToMonth)}, so unchanged`
      : 'UK House Price Index: no series for this area, so unchanged';
  }
  const type = indexPropertyType && indexPropertyType !== 'all' ? `, ${indexPropertyType} homes` : '';
  return `UK House Price Index, ${indexAreaName}${type}: ${indexFromLevel} in ${monthInWords(indexFromMonth)} to ${indexToLevel} in ${monthInWords(indexToMonth)}`;
}

/** The list: each value with its day and how it was arrived at (a list, not a table, so it reads at 390 px). */
export function HomeValueHistory({ history, caption }: { history: readonly Valuation[]; caption: string }) {
  const captionId = useId();
  if (history.length === 0) {
    return (
      <Text fz="sm" c="gray.7">
        The agreed price becomes your home’s first value when you move in.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} id={captionId}>
        {caption}
      </Text>
      <Stack component="ul" gap={0} m={0} p={0} aria-labelledby={captionId} style={{ listStyle: 'none' }}>
        {history.map((valuation) => (
          <Box
            component="li"
            key={valuation.id}
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="valuation"
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fz="sm">{formatPurchaseCaseDate(valuation.valuedOn)}</Text>
              <Text fz="sm" fw={600} className="tabular-nums">
                {formatGBP(valuation.valuePounds)}
              </Text>
            </Group>
            <Text fz="xs" c="gray.7">
              {describeValuation(valuation)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
