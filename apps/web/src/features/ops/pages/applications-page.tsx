/**
 * /ops: the applications waiting for a decision, oldest first, with their figures and checks. Each row opens the
 * application's review page.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { ApplicationsInReviewQuery } from '../graphql/applicationsInReview';
import { formatDateTime } from '../lib/format';
import { opsPaths } from '../lib/paths';

const yesNo = (value: boolean, yes: string, no: string) => (
  <Badge variant="filled" color={value ? 'teal.9' : 'gray.7'}>
    {value ? yes : no}
  </Badge>
);

/** The applications in review. */
export function ApplicationsPage() {
  const { data, loading, error, refetch } = useQuery(ApplicationsInReviewQuery, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Applications in review · Stairway operators';
  }, []);
  const applications = data?.applicationsInReview ?? [];

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        Applications in review
      </Title>
      {loading && !data ? (
        <Loader role="status" aria-label="Loading applications" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="applications" onRetry={refetch} />
      ) : applications.length === 0 ? (
        <Alert color="gray" variant="light">
          No applications are waiting for a decision.
        </Alert>
      ) : (
        <>
          <Text c="gray.7">
            {applications.length} waiting, oldest first. Open one to see its sections and documents and to
            decide.
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Applicant</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th ta="right">Budget</Table.Th>
                  <Table.Th ta="right">Deposit</Table.Th>
                  <Table.Th>Identity</Table.Th>
                  <Table.Th>Bank</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {applications.map((a) => (
                  <Table.Tr key={a.applicationId}>
                    <Table.Td>
                      <Anchor component={Link} to={opsPaths.application(a.applicationId)} fw={600}>
                        {a.name}
                      </Anchor>
                      <Text fz="sm" c="gray.7">
                        {a.email}
                        {a.jointApplication ? ' · joint' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(a.submittedAt)}</Table.Td>
                    <Table.Td ta="right">{formatGBP(a.budget)}</Table.Td>
                    <Table.Td ta="right">{a.deposit != null ? formatGBP(a.deposit) : '–'}</Table.Td>
                    <Table.Td>{yesNo(a.identityVerified, 'Verified', 'Not verified')}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {yesNo(a.openBankingConnected, 'Connected', 'Not connected')}
                        {a.documentsUploaded && (
                          <Badge variant="filled" color="blue.9">
                            Statements
                          </Badge>
                        )}
                      </Group>
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
