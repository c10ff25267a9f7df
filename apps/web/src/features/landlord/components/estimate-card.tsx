/**
 * The rent and value estimate of the home being listed (spec §7 getEstimatedLandlordRent, sendValuationEmail;
 * decision records 012 and 057): the figures, their 80% intervals ("8 in 10 similar homes let for between …") and what
 * each is based on, and "E-mail me this estimate".
 */
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PropertyType } from '@stairway/domain/constants';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconMail } from '@tabler/icons-react';
import { readGraphQLError } from '../../../lib/server-errors';
import { GetEstimatedLandlordRentQuery } from '../graphql/getEstimatedLandlordRent';
import { SendValuationEmailMutation } from '../graphql/sendValuationEmail';

/** What the estimate is asked for. */
export type EstimateRequestValues = {
  postcode: string;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  address: string | null;
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
 * @param props.request the home's postcode, type and rooms, or null while the form lacks them
 */
export function EstimateCard({ request }: { request: EstimateRequestValues | null }) {
  const [estimate, { data, loading, error }] = useLazyQuery(GetEstimatedLandlordRentQuery, {
    fetchPolicy: 'network-only',
  });
  const [send, sending] = useMutation(SendValuationEmailMutation);
  const result = data?.getEstimatedLandlordRent;
  const rentRange = result
    ? rangeText('rent', result.rentLow, result.rentHigh, result.rentRangeLevel ?? null)
    : '';
  const valueRange = result ? rangeText('value', result.valueLow, result.valueHigh, 0.8) : '';

  const emailIt = async () => {
    if (!request) return;
    try {
      const { data: sent } = await send({ variables: { input: request } });
      notifications.show({
        color: 'stairway',
        message: `We've e-mailed the estimate to ${sent?.sendValuationEmail.email ?? 'you'}.`,
        autoClose: TOAST_DURATION_MS,
      });
    } catch (problem) {
      notifications.show({
        color: 'red',
        title: "We couldn't send the e-mail",
        message: readGraphQLError(problem)?.message ?? 'Please try again.',
        autoClose: TOAST_DURATION_MS,
      });
    }
  };

  return (
    <Card withBorder radius="lg" p="lg" bg="stairway.0" component="section" aria-labelledby="estimate-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="estimate-title">
          Rent and value estimate
        </Title>
        <Text fz="sm" c="dimmed">
          From comparable homes to let and for sale nearby and official figures for the area. It is not a
          formal valuation.
        </Text>
        {!request && <Text fz="sm">Enter the postcode, type and rooms to get an estimate.</Text>}
        <Group>
          <Button
            variant="light"
            disabled={!request}
            loading={loading}
            onClick={() => request && void estimate({ variables: { input: request } })}
          >
            {result ? 'Estimate again' : 'Get an estimate'}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {readGraphQLError(error)?.message ?? "We couldn't make an estimate just now. Please try again."}
          </Alert>
        )}
        {result && (
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
                loading={sending.loading}
                onClick={() => void emailIt()}
              >
                E-mail me this estimate
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
