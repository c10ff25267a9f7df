/**
 * The homes applicants saved and submitted for review (spec §3 "Pipeline home"; decision 025), filtered by
 * source (All, Saved, Submitted, with a count on each), as a list or on a map (Leaflet, loaded only when the
 * map is opened). A home opens the detail panel for it and the applicant who saved or submitted it.
 */
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Chip,
  Group,
  Loader,
  Pagination,
  Paper,
  ScrollArea,
  Skeleton,
  Table,
  Text,
} from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { HOME_SUBMISSION_STATUS_LABELS } from '@stairway/domain/home-submission-status';
import { formatGBP } from '@stairway/domain/money';
import { formatYield } from '@stairway/domain/plan';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SegmentedRadios } from '../../../components/segmented-radios';
import { GetPipelineHomesQuery } from '../graphql/getPipelineHomes';
import { formatPercent } from '../lib/format';
import { isSessionEnded } from '../lib/session-ended';
import type { DetailsTarget } from './details-drawer';

const PipelineMap = lazy(() => import('./pipeline-map').then((m) => ({ default: m.PipelineMap })));

const PAGE_SIZE = 50;

/** The source filter's choices: every home, or only the saved or the submitted ones. */
const SOURCE_FILTERS = [
  { value: 'All', label: 'All' },
  { value: 'Saved', label: 'Saved' },
  { value: 'Submitted', label: 'Submitted' },
] as const;
type SourceFilter = (typeof SOURCE_FILTERS)[number]['value'];

/** The homes tab. */
export function HomesSection({
  onOpen,
  onSessionEnded,
}: {
  onOpen: (target: DetailsTarget) => void;
  onSessionEnded: () => void;
}) {
  const [view, setView] = useState<'list' | 'map'>('list');
  const [page, setPage] = useState(1);
  const [source, setSource] = useState<SourceFilter>('All');
  const { data, previousData, loading, error } = useQuery(GetPipelineHomesQuery, {
    variables: { page, pageSize: PAGE_SIZE, source: source === 'All' ? null : source },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (isSessionEnded(error)) onSessionEnded();
  }, [error, onSessionEnded]);
  const result = (data ?? previousData)?.getPipelineHomes;
  const homes = result?.homes ?? [];
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;
  const counts = new Map(result?.sourceCounts.map((c) => [c.source as string, c.count]));
  counts.set('All', result?.sourceCounts.reduce((sum, c) => sum + c.count, 0) ?? 0);

  return (
    <Paper p="md" radius="md" withBorder>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text c="gray.7" fz="sm" maw={640}>
          The homes applicants saved while exploring and the homes they submitted for review, newest first.
        </Text>
        <SegmentedRadios<'list' | 'map'>
          value={view}
          onChange={setView}
          aria-label="Show the homes as"
          data={[
            { value: 'list', label: 'List' },
            { value: 'map', label: 'Map' },
          ]}
        />
      </Group>
      <Chip.Group
        value={source}
        onChange={(value) => {
          setSource(value as SourceFilter);
          setPage(1);
        }}
      >
        <Group gap="xs" mb="md" role="group" aria-label="Filter by saved or submitted">
          {SOURCE_FILTERS.map((filter) => (
            <Chip key={filter.value} value={filter.value} variant="outline">
              {filter.label} ({result ? (counts.get(filter.value) ?? 0).toLocaleString('en-GB') : '…'})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && !isSessionEnded(error) && (
        <Text c="red.8" role="alert" mb="sm">
          The homes could not be loaded. Try again in a moment.
        </Text>
      )}
      <Text fz="sm" c="gray.7" mb="xs" aria-live="polite">
        {result
          ? `${result.totalCount.toLocaleString('en-GB')} ${result.totalCount === 1 ? 'home' : 'homes'} ${source === 'Saved' ? 'saved' : source === 'Submitted' ? 'submitted' : 'saved or submitted'}`
          : 'Loading homes…'}
      </Text>
      {view === 'map' ? (
        <Suspense fallback={<Loader aria-label="Loading the map" />}>
          <PipelineMap
            homes={homes.flatMap((home) =>
              home.lat != null && home.lng != null ? [{ ...home, lat: home.lat, lng: home.lng }] : [],
            )}
            onOpen={(home) => onOpen({ applicationId: home.applicationId, homeId: home.id })}
          />
        </Suspense>
      ) : (
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
              {!result && loading
                ? Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <Table.Tr key={i}>
                      <Table.Td colSpan={9}>
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : homes.map((home) => (
                    <Table.Tr key={home.id}>
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
                  ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {result && homes.length === 0 && (
        // Outside the 1000 px table, so that it shows on a phone without scrolling sideways.
        <Text c="gray.7" py="md" ta="center">
          {source === 'Saved'
            ? 'No applicant has saved a home yet.'
            : source === 'Submitted'
              ? 'No applicant has submitted a home yet.'
              : 'No applicant has saved or submitted a home yet.'}
        </Text>
      )}

      <Text fz="xs" c="gray.7" mt="sm">
        Rent estimate: the listing’s estimated rent. Estimator rent: Stairway’s landlord rent estimator for
        the same district, type and bedrooms. Yield: 12 × rent estimate / asking price. Price / budget: the
        asking price as a share of the applicant’s budget. Rent / net income: monthly rent as a share of the
        household’s monthly income after tax and National Insurance.
      </Text>
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
