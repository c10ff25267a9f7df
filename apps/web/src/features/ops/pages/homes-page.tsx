/**
 * /ops/homes: the homes waiting for a decision, oldest first (decision 025), with the answers that may stop approval.
 * Each row opens the home's review page.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { HomesInReviewQuery } from '../graphql/homesInReview';
import { formatDateTime } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** The homes under review. */
export function HomesPage() {
  const { data, loading, error, refetch } = useQuery(HomesInReviewQuery, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Homes under review · Stairway operators';
  }, []);
  const homes = data?.homesInReview ?? [];

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        Homes under review
      </Title>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading homes" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="homes" onRetry={refetch} />
      ) : homes.length === 0 ? (
        <Alert color="gray" variant="light">
          No homes are waiting for a decision.
        </Alert>
      ) : (
        <>
          <Text c="gray.7">
            {homes.length} waiting, oldest first. Open one to see every answer and the photos, and to decide.
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={220}>Home</Table.Th>
                  <Table.Th>Applicant</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th ta="right">Asking price</Table.Th>
                  <Table.Th>EPC</Table.Th>
                  <Table.Th>Check</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {homes.map((home) => (
                  <Table.Tr key={home.homeSubmissionId}>
                    <Table.Td>
                      <Anchor component={Link} to={opsPaths.home(home.homeSubmissionId)} fw={600}>
                        {home.address || 'No address given'}
                      </Anchor>
                      <Text fz="sm" c="gray.7">
                        {home.bedrooms === 0 ? 'Studio' : home.bedrooms != null ? `${home.bedrooms} bed` : ''}
                        {home.type ? ` ${PROPERTY_TYPE_LABELS[home.type].toLowerCase()}` : ''}
                        {home.fromListing ? ' · from a listing' : ' · found elsewhere'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {home.name}
                      <Text fz="sm" c="gray.7">
                        {home.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(home.submittedAt)}</Table.Td>
                    <Table.Td ta="right">
                      {home.askingPrice != null ? formatGBP(home.askingPrice) : '–'}
                    </Table.Td>
                    <Table.Td>
                      {home.EPCRating === 'IDontKnow' ? 'Not known' : (home.EPCRating ?? '–')}
                    </Table.Td>
                    <Table.Td>
                      {home.approvalRisks.length > 0 ? (
                        <Badge variant="filled" color="red.9">
                          {home.approvalRisks.length === 1 ? '1 risk' : `${home.approvalRisks.length} risks`}
                        </Badge>
                      ) : (
                        <Badge variant="filled" color="gray.7">
                          No risks
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
