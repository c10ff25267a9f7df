/**
 * The homes applicants saved and submitted for review (spec §3 "Pipeline home"; decision 025), filtered by
 * source (All, Saved, Submitted, with a count on each), as a list or on a map (Leaflet, loaded only when the
 * map is opened). A home opens the detail panel for it and the applicant who saved or submitted it.
 */
import { Chip, Group, Loader, Pagination, Paper, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SegmentedRadios } from '../../../components/segmented-radios';
import { SOURCE_FILTERS, type SourceFilter, usePipelineHomes } from '../hooks/use-pipeline-homes';
import { isSessionEnded } from '../lib/session-ended';
import type { DetailsTarget } from './details-drawer';
import { PipelineHomesTable } from './pipeline-homes-table';

const PipelineMap = lazy(() => import('./pipeline-map').then((m) => ({ default: m.PipelineMap })));

/** The homes tab. */
export function HomesSection({
  onOpen,
  onSessionEnded,
}: {
  onOpen: (target: DetailsTarget) => void;
  onSessionEnded: () => void;
}) {
  const { view, setView, page, setPage, source, chooseSource, loading, error, result, homes, pages, counts } =
    usePipelineHomes(onSessionEnded);

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
      <Chip.Group value={source} onChange={(value) => chooseSource(value as SourceFilter)}>
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
        <Suspense fallback={<Loader role="status" aria-label="Loading the map" />}>
          <PipelineMap
            homes={homes.flatMap((home) =>
              home.lat != null && home.lng != null ? [{ ...home, lat: home.lat, lng: home.lng }] : [],
            )}
            onOpen={(home) => onOpen({ applicationId: home.applicationId, homeId: home.id })}
          />
        </Suspense>
      ) : (
        <PipelineHomesTable homes={homes} placeholder={!result && loading} onOpen={onOpen} />
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
