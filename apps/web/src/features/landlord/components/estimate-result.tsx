/**
 * The figures of the rent and value estimate (estimate-card.tsx): rent and value, their ranges and bases, and the
 * e-mail button.
 */
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconMail } from '@tabler/icons-react';

/** The estimate as getEstimatedLandlordRent answers it (whole pounds). */
type Estimate = {
  estimatedRent: number;
  rentLow: number;
  rentHigh: number;
  rentRangeLevel?: number | null;
  rentBasis: string;
  estimatedValue: number;
  valueLow: number;
  valueHigh: number;
  valueBasis: string;
};

/**
 * The range of a figure in words: "8 in 10 similar homes let for between £X and £Y a month" (rent) or "… are
 * priced between £X and £Y" (value), from the interval's level; a rent without a calibrated interval (made from
 * the value and the regional yield, level null) has a "Rough range".
 * @param kind `rent` or `value`; low and high whole pounds; level 0.8, or null when not calibrated
 */
function rangeText(kind: 'rent' | 'value', low: number, high: number, level: number | null): string {
  if (level === null) return `Rough range ${formatGBP(low)} to ${formatGBP(high)} a month`;
  const share = `${Math.round(level * 10)} in 10 similar homes`;
  return kind === 'rent'
    ? `${share} let for between ${formatGBP(low)} and ${formatGBP(high)} a month`
    : `${share} are priced between ${formatGBP(low)} and ${formatGBP(high)}`;
}

/** The basis sentence without its first sentence when that repeats the range shown above it. */
function basisAfter(basis: string, range: string): string {
  return basis.startsWith(`${range}.`) ? basis.slice(range.length + 1).trim() : basis;
}

/**
 * The estimate's figures.
 * @param result the estimate
 * @param sending true while the e-mail is being sent
 * @param onEmail sends the estimate by e-mail
 */
export function EstimateResult({
  result,
  sending,
  onEmail,
}: {
  result: Estimate;
  sending: boolean;
  onEmail: () => void;
}) {
  const rentRange = rangeText('rent', result.rentLow, result.rentHigh, result.rentRangeLevel ?? null);
  const valueRange = rangeText('value', result.valueLow, result.valueHigh, 0.8);

  return (
    <Stack gap="sm" aria-live="polite">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Stack gap={2}>
          <Text fz="sm" c="dimmed">
            Estimated rent
          </Text>
          <Text fz={26} fw={700} className="tabular-nums" data-testid="estimated-rent">
            {formatGBP(result.estimatedRent)}/month
          </Text>
          <Text fz="sm" className="tabular-nums">
            {rentRange}
          </Text>
        </Stack>
        {result.estimatedValue > 0 && (
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              Estimated value
            </Text>
            <Text fz={26} fw={700} className="tabular-nums">
              {formatGBP(result.estimatedValue)}
            </Text>
            <Text fz="sm" className="tabular-nums">
              {valueRange}
            </Text>
          </Stack>
        )}
      </SimpleGrid>
      <Text fz="sm">
        <strong>Rent:</strong> {basisAfter(result.rentBasis, rentRange)}
      </Text>
      <Text fz="sm">
        <strong>Value:</strong> {basisAfter(result.valueBasis, valueRange)}
      </Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          loading={sending}
          onClick={onEmail}
        >
          E-mail me this estimate
        </Button>
      </Group>
    </Stack>
  );
}
