/** The pipeline homes tab's table (components/homes-section.tsx): one row a home, the home opening the detail panel. */
import { Anchor, ScrollArea, Skeleton, Table } from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { HOME_SUBMISSION_STATUS_LABELS } from '@stairway/domain/home-submission-status';
import { formatGBP } from '@stairway/domain/money';
import { formatYield } from '@stairway/domain/plan';
import type { GetPipelineHomesQuery } from '../../../gql/graphql';
import { formatPercent } from '../lib/format';
import type { DetailsTarget } from './details-drawer';

type PipelineHome = GetPipelineHomesQuery['getPipelineHomes']['homes'][number];

/** One home's row. */
function HomeRow({ home, onOpen }: { home: PipelineHome; onOpen: (target: DetailsTarget) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          underline="always"
          onClick={() => onOpen({ applicationId: home.applicationId, homeId: home.id })}
        >
          {home.bedrooms === 0 ? 'Studio' : `${home.bedrooms ?? '?'} bed`}{' '}
          {PROPERTY_TYPE_LABELS[home.type].toLowerCase()}, {home.postcode}
          {home.postTown ? ` (${home.postTown})` : ''}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right" className="tabular-nums">
        {formatGBP(home.askingPrice)}
      </Table.Td>
      <Table.Td ta="right" className="tabular-nums">
        {home.rentEstimate != null ? formatGBP(home.rentEstimate) : '–'}
      </Table.Td>
      <Table.Td ta="right" className="tabular-nums">
        {home.algoRentEstimate != null ? formatGBP(home.algoRentEstimate) : '–'}
      </Table.Td>
      <Table.Td ta="right" className="tabular-nums">
        {home.yield != null ? formatYield(home.yield) : '–'}
      </Table.Td>
      <Table.Td ta="right" className="tabular-nums">
        {formatPercent(home.affordability)}
      </Table.Td>
      <Table.Td ta="right" className="tabular-nums">
        {formatPercent(home.rentOnNetIncome)}
      </Table.Td>
      <Table.Td>{home.EPCRating ?? 'Not known'}</Table.Td>
      <Table.Td>
        {home.source === 'Submitted'
          ? `Submitted ${new Date(home.date).toLocaleDateString('en-GB')}${home.reviewStatus ? ` (${HOME_SUBMISSION_STATUS_LABELS[home.reviewStatus]})` : ''}`
          : `Saved ${new Date(home.date).toLocaleDateString('en-GB')}`}
      </Table.Td>
    </Table.Tr>
  );
}

/** The homes as a table (placeholder rows while the first answer loads). */
export function PipelineHomesTable({
  homes,
  placeholder,
  onOpen,
}: {
  homes: PipelineHome[];
  /** True to show placeholder rows in place of the homes. */
  placeholder: boolean;
  onOpen: (target: DetailsTarget) => void;
}) {
  return (
    <ScrollArea type="auto">
      <Table
        striped
        highlightOnHover
        miw={1000}
        verticalSpacing="xs"
        aria-label="Homes applicants saved or submitted"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Home</Table.Th>
            <Table.Th ta="right">Asking price</Table.Th>
            <Table.Th ta="right">Rent estimate</Table.Th>
            <Table.Th ta="right">Estimator rent</Table.Th>
            <Table.Th ta="right">Yield</Table.Th>
            <Table.Th ta="right">Price / budget</Table.Th>
            <Table.Th ta="right">Rent / net income</Table.Th>
            <Table.Th>EPC</Table.Th>
            <Table.Th>Saved or submitted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placeholder
            ? Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={i}>
                  <Table.Td colSpan={9}>
                    <Skeleton h={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : homes.map((home) => <HomeRow key={home.id} home={home} onOpen={onOpen} />)}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
