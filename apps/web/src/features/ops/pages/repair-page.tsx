/**
 * /ops/repairs/:repairId: one repair as operators work it: the customer and home, what is wrong with its photos,
 * where it stands (overdue when past its target), the target and any visit, who pays (and why, when changed),
 * the history of every update and message, and the form to update it; each update is e-mailed to the customer.
 */
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '@stairway/domain/repairs';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { RepairStatusBadge } from '../../../components/repair-status-badge';
import type { OpsRepairFieldsFragment } from '../../../gql/graphql';
import { formatRepairTime } from '../../../lib/repair-times';
import { readGraphQLError } from '../../../lib/server-errors';
import { LoadFailed } from '../components/load-failed';
import { RepairUpdateCard } from '../components/repair-update-form';
import { RepairDetailQuery } from '../graphql/repairs';
import { opsPaths } from '../lib/paths';

type Entry = OpsRepairFieldsFragment;

/** What is wrong, where it stands and who pays. */
function RepairSummary({ entry }: { entry: Entry }) {
  const { repair } = entry;
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Text>
          <strong>{entry.customerName}</strong> (
          {repair.reportedBy === 'coApplicant' ? 'co-applicant' : 'applicant'}
          ), {entry.home}
        </Text>
        <Text fz="sm" c="gray.7">
          {repair.urgency} · reported {formatRepairTime(repair.reportedAt)} · target{' '}
          <Text span inherit c={repair.overdue ? 'red.9' : undefined} fw={repair.overdue ? 600 : undefined}>
            {formatRepairTime(repair.targetAt)}
          </Text>
        </Text>
        {repair.scheduledFor && (
          <Text fw={600}>Visit booked for {formatPurchaseCaseDate(repair.scheduledFor)}</Text>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{repair.description}</Text>
        <Text fz="sm">
          <strong>Who pays:</strong> {repair.payerDescription}
          {repair.payerReason ? ` Why: ${repair.payerReason}` : ''}
        </Text>
        {repair.photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {repair.photos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                <Image
                  src={photo.url}
                  alt={`Photo ${index + 1} of the repair`}
                  radius="sm"
                  h={90}
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

/** Every update and message, oldest first. */
function RepairHistory({ entry }: { entry: Entry }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        History
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.repair.updates.map((update) => (
              <Table.Tr key={update.id}>
                <Table.Td miw={170}>{formatRepairTime(update.createdAt)}</Table.Td>
                <Table.Td>{update.author}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {[
                    update.toStatus
                      ? `Status: ${REPAIR_STATUS_LABELS[update.toStatus as RepairStatus]}.`
                      : '',
                    update.scheduledFor ? `Visit: ${formatPurchaseCaseDate(update.scheduledFor)}.` : '',
                    update.payerReason ? `Who pays changed: ${update.payerReason}.` : '',
                    update.message ?? '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The page of one repair. */
export function RepairPage() {
  const { repairId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(RepairDetailQuery, {
    variables: { repairId },
    fetchPolicy: 'cache-and-network',
  });
  const entry = data?.repairDetail;
  useEffect(() => {
    document.title = 'Repair · Stairway operators';
  }, []);

  if (loading && !data) return <Loader role="status" aria-label="Loading the repair" />;
  if (!entry) {
    const refused = readGraphQLError(error);
    const notFound = refused?.code === 'NOT_FOUND' || refused?.code === 'BAD_USER_INPUT';
    if (error && !notFound) return <LoadFailed what="repair" onRetry={refetch} />;
    return (
      <Alert color="red" variant="light" role="alert">
        {refused?.message ?? 'The repair was not found.'}
      </Alert>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={opsPaths.repairs} fz="sm">
        Back to the repairs
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {entry.repair.categoryLabel}
        </Title>
        <RepairStatusBadge status={entry.repair.status as RepairStatus} overdue={entry.repair.overdue} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RepairSummary entry={entry} />
        <RepairUpdateCard key={entry.repair.id} entry={entry} />
      </SimpleGrid>
      <RepairHistory entry={entry} />
    </Stack>
  );
}
