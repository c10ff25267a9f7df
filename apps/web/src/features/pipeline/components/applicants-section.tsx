/**
 * The pipeline's applicants (spec §3 "Pipeline applicant", "Pipeline status filters"): a status filter with a
 * count on each, a search by postcode district or application id, a sort, and a table paged on the server.
 * A row opens the detail panel for the applicant and their saved homes.
 */
import { Pagination, Paper, Text } from '@mantine/core';
import { usePipelineApplicants } from '../hooks/use-pipeline-applicants';
import { isSessionEnded } from '../lib/session-ended';
import { ApplicantSearchAndSort, ApplicantStatusFilter, ApplicantsTable } from './applicants-table';
import type { DetailsTarget } from './details-drawer';

/** The applicants tab. */
export function ApplicantsSection({
  onOpen,
  onSessionEnded,
}: {
  onOpen: (target: DetailsTarget) => void;
  onSessionEnded: () => void;
}) {
  const state = usePipelineApplicants(onSessionEnded);
  const { error, result, pages, page, setPage } = state;

  return (
    <Paper p="md" radius="md" withBorder>
      <ApplicantStatusFilter state={state} />
      <ApplicantSearchAndSort state={state} />
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
      <ApplicantsTable state={state} onOpen={onOpen} />
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
