/** A pipeline status as a coloured badge (DESIGN.md status colours: review blue, approved green, rejected red). */
import { Badge } from '@mantine/core';
import type { PipelineStatusFilter } from '@stairway/domain/constants';
import { PIPELINE_STATUS_LABELS } from '@stairway/domain/pipeline';

const COLOURS: Record<PipelineStatusFilter, string> = {
  All: 'gray',
  Onboard: 'gray',
  Submitted: 'blue',
  InReview: 'blue',
  Approved: 'green',
  FeePaid: 'teal',
  Rejected: 'red',
};

/** The badge. */
export function StatusBadge({ status }: { status: PipelineStatusFilter }) {
  return (
    <Badge color={COLOURS[status]} variant="light">
      {PIPELINE_STATUS_LABELS[status]}
    </Badge>
  );
}
