/**
 * The pipeline applicants tab's parts (components/applicants-section.tsx): the status filter, the search and sort,
 * and the table of applicants.
 */
import { Badge, Chip, Group, ScrollArea, Select, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { PIPELINE_STATUS_FILTERS, type PipelineStatusFilter } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { PIPELINE_BANK_STATEMENTS_LABELS, PIPELINE_STATUS_LABELS } from '@stairway/domain/pipeline';
import { IconSearch } from '@tabler/icons-react';
import type { GetPipelineApplicantsQuery } from '../../../gql/graphql';
import type { PipelineApplicants } from '../hooks/use-pipeline-applicants';
import type { DetailsTarget } from './details-drawer';
import { StatusBadge } from './status-badge';

const SORTS: Array<{ value: string; label: string }> = [
  { value: 'createdAt:DESC', label: 'Most recent' },
  { value: 'createdAt:ASC', label: 'Oldest' },
  { value: 'totalIncome:DESC', label: 'Highest income' },
  { value: 'totalIncome:ASC', label: 'Lowest income' },
  { value: 'budget:DESC', label: 'Highest budget' },
  { value: 'budget:ASC', label: 'Lowest budget' },
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type Applicant = GetPipelineApplicantsQuery['getPipelineApplicants']['applicants'][number];

/** The status filter, with a count on each status. */
export function ApplicantStatusFilter({ state }: { state: PipelineApplicants }) {
  const { status, chooseStatus, all, counts } = state;
  return (
    <Chip.Group value={status} onChange={(value) => chooseStatus(value as PipelineStatusFilter)}>
      <Group gap="xs" mb="md" role="group" aria-label="Filter by status">
        {PIPELINE_STATUS_FILTERS.map((filter) => (
          <Chip key={filter} value={filter} variant="outline">
            {PIPELINE_STATUS_LABELS[filter]} ({filter === 'All' ? all : (counts.get(filter) ?? 0)})
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** The search by postcode district or application id, and the sort. */
export function ApplicantSearchAndSort({ state }: { state: PipelineApplicants }) {
  return (
    <Group gap="sm" mb="md" align="flex-end">
      <TextInput
        label="Search"
        description="A postcode district, such as SO16, or an application id"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={state.search}
        onChange={(event) => state.changeSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <Select
        label="Sort by"
        data={SORTS}
        value={state.sort}
        allowDeselect={false}
        onChange={state.changeSort}
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
}

/** One applicant's row; the row and its id button open the detail panel. */
function ApplicantRow({
  applicant,
  onOpen,
}: {
  applicant: Applicant;
  onOpen: (target: DetailsTarget) => void;
}) {
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => onOpen({ applicationId: applicant.id })}>
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
      <Table.Td>{applicant.identityVerified ? <Badge color="teal.9">Verified</Badge> : 'Not yet'}</Table.Td>
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
  );
}

/** The table of applicants (placeholder rows until the first answer). */
export function ApplicantsTable({
  state,
  onOpen,
}: {
  state: PipelineApplicants;
  onOpen: (target: DetailsTarget) => void;
}) {
  const { result, loading } = state;
  return (
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
                <ApplicantRow key={applicant.id} applicant={applicant} onOpen={onOpen} />
              ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
