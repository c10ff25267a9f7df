/**
 * The pipeline's applicants (spec §3 "Pipeline applicant", "Pipeline status filters"): a status filter with a
 * count on each, a search by postcode district or application id, a sort, and a table paged on the server.
 * A row opens the detail panel for the applicant and their saved homes.
 */
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Chip,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PIPELINE_STATUS_FILTERS, type PipelineStatusFilter } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { PIPELINE_BANK_STATEMENTS_LABELS, PIPELINE_STATUS_LABELS } from '@stairway/domain/pipeline';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PipelineApplicantSort, SortDirection } from '../../../gql/graphql';
import { GetPipelineApplicantsQuery } from '../graphql/getPipelineApplicants';
import { isSessionEnded } from '../lib/session-ended';
import type { DetailsTarget } from './details-drawer';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 25;

const SORTS: Array<{ value: string; label: string }> = [
  { value: 'createdAt:DESC', label: 'Most recent' },
  { value: 'createdAt:ASC', label: 'Oldest' },
  { value: 'totalIncome:DESC', label: 'Highest income' },
  { value: 'totalIncome:ASC', label: 'Lowest income' },
  { value: 'budget:DESC', label: 'Highest budget' },
  { value: 'budget:ASC', label: 'Lowest budget' },
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The applicants tab. */
export function ApplicantsSection({
  onOpen,
  onSessionEnded,
}: {
  onOpen: (target: DetailsTarget) => void;
  onSessionEnded: () => void;
}) {
  const [status, setStatus] = useState<PipelineStatusFilter>('All');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState('createdAt:DESC');
  const [page, setPage] = useState(1);
  const [sortField, direction] = sort.split(':') as [PipelineApplicantSort, SortDirection];
  const { data, previousData, loading, error } = useQuery(GetPipelineApplicantsQuery, {
    variables: {
      status,
      search: debouncedSearch || null,
      sort: sortField,
      direction,
      page,
      pageSize: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (isSessionEnded(error)) onSessionEnded();
  }, [error, onSessionEnded]);

  const result = (data ?? previousData)?.getPipelineApplicants;
  const counts = new Map(result?.statusCounts.map((c) => [c.status, c.count]));
  const all = result?.statusCounts.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;

  return (
    <Paper p="md" radius="md" withBorder>
      <Chip.Group
        value={status}
        onChange={(value) => {
          setStatus(value as PipelineStatusFilter);
          setPage(1);
        }}
      >
        <Group gap="xs" mb="md" role="group" aria-label="Filter by status">
          {PIPELINE_STATUS_FILTERS.map((filter) => (
            <Chip key={filter} value={filter} variant="outline">
              {PIPELINE_STATUS_LABELS[filter]} ({filter === 'All' ? all : (counts.get(filter) ?? 0)})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          label="Search"
          description="A postcode district, such as SO16, or an application id"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label="Sort by"
          data={SORTS}
          value={sort}
          allowDeselect={false}
          onChange={(value) => {
            if (value) setSort(value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {error && !isSessionEnded(error) && (
        <Text c="red.8" role="alert" mb="sm">
          The applicants could not be loaded. Try again in a moment.
        </Text>
      )}
      <Text fz="sm" c="gray.7" mb="xs" aria-live="polite">
        {result
          ? `${result.totalCount.toLocaleString('en-GB')} ${result.totalCount === 1 ? 'applicant' : 'applicants'}`
          : 'Loading applicants…'}
      </Text>
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={900} verticalSpacing="xs" aria-label="Applicants">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Application</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Total income</Table.Th>
              <Table.Th ta="right">Budget</Table.Th>
              <Table.Th>Joint</Table.Th>
              <Table.Th ta="right">Age</Table.Th>
              <Table.Th>Areas</Table.Th>
              <Table.Th>Identity</Table.Th>
              <Table.Th>Bank statements</Table.Th>
              <Table.Th ta="right">Homes saved</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!result && loading
              ? Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={i}>
                    <Table.Td colSpan={10}>
                      <Skeleton h={20} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : result?.applicants.map((applicant) => (
                  <Table.Tr
                    key={applicant.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => onOpen({ applicationId: applicant.id })}
                  >
                    <Table.Td>
                      <Text
                        component="button"
                        type="button"
                        fz="sm"
                        ff="monospace"
                        c="stairway.8"
                        td="underline"
                        bg="transparent"
                        bd={0}
                        p={0}
                        style={{ cursor: 'pointer' }}
                        aria-label={`Open application ${applicant.id.slice(0, 8)}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen({ applicationId: applicant.id });
                        }}
                      >
                        {applicant.id.slice(0, 8)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={applicant.status} />
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatGBP(applicant.totalIncome)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {applicant.budget > 0 ? formatGBP(applicant.budget) : '–'}
                    </Table.Td>
                    <Table.Td>{yesNo(applicant.jointApplication)}</Table.Td>
                    <Table.Td ta="right">{applicant.age ?? '–'}</Table.Td>
                    <Table.Td>{applicant.location || '–'}</Table.Td>
                    <Table.Td>
                      {applicant.identityVerified ? <Badge color="teal.9">Verified</Badge> : 'Not yet'}
                    </Table.Td>
                    <Table.Td>
                      {applicant.bankStatements === 'None' ? (
                        PIPELINE_BANK_STATEMENTS_LABELS.None
                      ) : (
                        <Badge color="teal.9" tt="none">
                          {PIPELINE_BANK_STATEMENTS_LABELS[applicant.bankStatements]}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{applicant.homes}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {result && result.applicants.length === 0 && (
        // Outside the wide table, so that it shows on a phone without scrolling sideways.
        <Text c="gray.7" py="md" ta="center">
          No applicants match. Choose All or clear the search.
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          mt="md"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      )}
    </Paper>
  );
}
