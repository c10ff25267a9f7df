/**
 * "Homes you submit" on Your homes (/submit-a-home): each of the applicant's submissions with its photo (or
 * the type illustration), address, price and status (spec §4, getApplicantHomeStatus on the server), and a
 * delete button that opens the delete home submission modal. An approved home cannot be deleted. A draft of a
 * home found elsewhere has "Carry on", back to its pages. A submitted listing that has since left its feed says
 * "No longer available".
 */
import { Badge, Button, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { HomeSubmissionStatus } from '@stairway/domain/home-submission-status';
import { formatGBP } from '@stairway/domain/money';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { HomeSubmission } from '../hooks/use-home-submissions';
import { withHome } from '../lib/home-flow';
import { illustrationFor } from '../lib/illustrations';
import { longBedrooms, typeLabel } from '../lib/listing-text';
import { HomeStatusBadge } from './home-status-badge';

/** The submission's address in one line. */
export function submissionAddress(s: HomeSubmission): string {
  return (
    [s.addressLine1, s.addressLine2, s.postTown, s.postcode].filter(Boolean).join(', ') ||
    'A home without an address yet'
  );
}

function Photo({ submission }: { submission: HomeSubmission }) {
  const [broken, setBroken] = useState(false);
  const src =
    !broken && submission.imageUrl ? submission.imageUrl : illustrationFor(submission.type ?? 'Other');
  return (
    <Image
      src={src}
      alt=""
      w={{ base: 96, sm: 128 }}
      h={{ base: 72, sm: 96 }}
      radius="md"
      fit="cover"
      onError={() => setBroken(true)}
    />
  );
}

/** The list of submissions. */
export function SubmittedHomes({
  submissions,
  onDelete,
}: {
  submissions: HomeSubmission[];
  onDelete: (submission: HomeSubmission, name: string) => void;
}) {
  return (
    <Stack gap="sm" data-testid="submitted-homes">
      {submissions.map((submission) => {
        const name = submissionAddress(submission);
        const facts = [
          submission.bedrooms === null || submission.bedrooms === undefined
            ? null
            : longBedrooms(submission.bedrooms),
          submission.type
            ? submission.type === 'Other'
              ? (submission.otherType ?? 'Other type')
              : typeLabel(submission.type)
            : null,
        ].filter(Boolean);
        return (
          <Paper key={submission.id} withBorder radius="lg" p="md" data-testid="submitted-home">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Photo submission={submission} />
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={700} fz="lg" className="tabular-nums">
                    {submission.askingPrice ? formatGBP(submission.askingPrice) : 'Price not given yet'}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    {submission.listing?.available === false && (
                      <Badge variant="filled" color="gray.8" radius="sm" tt="none" fw={600}>
                        No longer available
                      </Badge>
                    )}
                    {submission.fallenThrough ? (
                      <Badge variant="light" color="orange.9" radius="sm" tt="none" fw={600}>
                        Purchase fell through
                      </Badge>
                    ) : (
                      <HomeStatusBadge status={submission.status as HomeSubmissionStatus} />
                    )}
                  </Group>
                </Group>
                <Text fz="sm" c="gray.8" lineClamp={2}>
                  {name}
                </Text>
                {facts.length > 0 && (
                  <Text fz="sm" c="gray.7">
                    {facts.join(' · ')}
                  </Text>
                )}
                {!submission.approved && (
                  <Group gap="xs">
                    {!submission.submitted && !submission.fromListing && (
                      <Button
                        component={Link}
                        to={withHome(paths.homes.basicInfo, submission.id)}
                        variant="light"
                        size="compact-md"
                        leftSection={<IconPencil size={16} aria-hidden="true" />}
                        aria-label={`Carry on with ${name}`}
                      >
                        Carry on
                      </Button>
                    )}
                    <Button
                      variant="default"
                      size="compact-md"
                      leftSection={
                        <IconTrash size={16} color="var(--mantine-color-red-9)" aria-hidden="true" />
                      }
                      onClick={() => onDelete(submission, name)}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </Button>
                  </Group>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The list while it loads. */
export function SubmittedHomesSkeleton() {
  return <Skeleton height={120} radius="lg" aria-label="Loading your submitted homes" />;
}
