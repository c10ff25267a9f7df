/**
 * The rent and value estimate of the home being listed (spec §7 getEstimatedLandlordRent, sendValuationEmail;
 * decision records 012 and 057): the figures, their 80% intervals ("8 in 10 similar homes let for between …") and what
 * each is based on, and "E-mail me this estimate".
 */
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PropertyType } from '@stairway/domain/constants';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { readGraphQLError } from '../../../lib/server-errors';
import { GetEstimatedLandlordRentQuery } from '../graphql/getEstimatedLandlordRent';
import { SendValuationEmailMutation } from '../graphql/sendValuationEmail';
import { EstimateResult } from './estimate-result';

/** What the estimate is asked for. */
export type EstimateRequestValues = {
  postcode: string;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  address: string | null;
};

/**
 * @param props.request the home's postcode, type and rooms, or null while the form lacks them
 */
export function EstimateCard({ request }: { request: EstimateRequestValues | null }) {
  const [estimate, { data, loading, error }] = useLazyQuery(GetEstimatedLandlordRentQuery, {
    fetchPolicy: 'network-only',
  });
  const [send, sending] = useMutation(SendValuationEmailMutation);
  const result = data?.getEstimatedLandlordRent;

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
          <EstimateResult result={result} sending={sending.loading} onEmail={() => void emailIt()} />
        )}
      </Stack>
    </Card>
  );
}
