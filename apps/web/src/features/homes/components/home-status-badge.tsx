/**
 * A home submission's status as a badge (spec §4 statuses; DESIGN.md status colours: Under review blue,
 * Approved/Waitlisted green, Rejected red, Open grey).
 */
import { Badge } from '@mantine/core';
import {
  HOME_SUBMISSION_STATUS_LABELS,
  type HomeSubmissionStatus,
} from '@stairway/domain/home-submission-status';

const COLOURS: Record<HomeSubmissionStatus, string> = {
  Open: 'gray',
  Complete: 'gray',
  UnderReview: 'blue',
  Approved: 'green',
  Waitlisted: 'green',
  Rejected: 'red',
};

/** The badge of one status. */
export function HomeStatusBadge({ status }: { status: HomeSubmissionStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light" radius="sm" tt="none" size="lg" fw={600}>
      {HOME_SUBMISSION_STATUS_LABELS[status]}
    </Badge>
  );
}
