/**
 * Parts of the listing detail panel: the price, badges and facts under the photos, and where "Submit this home" is
 * (the submission's status, why a home can't be submitted, or the button and a refusal's message).
 */
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { HomeSubmissionStatus } from '@stairway/domain/home-submission-status';
import { formatGBP } from '@stairway/domain/money';
import { IconBath, IconBed, IconHome, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { longBathrooms, longBedrooms, typeLabel } from '../lib/listing-text';
import type { Home } from '../lib/types';
import { HomeStatusBadge } from './home-status-badge';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="gray.8">
      {icon}
      <Text fz="sm" inherit>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Where "Submit this home" would be while the application is not yet submitted: why it is not offered, and
 * a link to the application.
 */
function SubmitAfterApplication() {
  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="nowrap"
      p="md"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="listing-submit-after-application"
    >
      <IconInfoCircle size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={4}>
        <Text fz="sm">You can submit a home for review once you’ve submitted your application.</Text>
        <Anchor component={Link} to={paths.application.overview} fz="sm" fw={600}>
          Go to your application
        </Anchor>
      </Stack>
    </Group>
  );
}

/** The price, the budget or availability badge, the address and the facts of a home. */
export function ListingDetailHeader({
  home,
  withinBudget,
  unavailable,
}: {
  home: Home;
  withinBudget: boolean;
  unavailable: boolean;
}) {
  const bedrooms = longBedrooms(home.bedrooms);
  const bathrooms = longBathrooms(home.bathrooms);
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Text fz={30} fw={700} lh={1.15} className="tabular-nums">
          {formatGBP(home.askingPrice)}
        </Text>
        {unavailable ? (
          <Badge variant="filled" color="gray.8" radius="sm" tt="none" size="lg" fw={600}>
            No longer available
          </Badge>
        ) : (
          withinBudget && (
            <Badge variant="light" color="stairway" radius="sm" tt="none" size="lg" fw={600}>
              Within your budget
            </Badge>
          )
        )}
      </Group>
      <Text c="dimmed">{home.address}</Text>
      <Group gap="lg" mt={4}>
        {bedrooms && <Fact icon={<IconBed size={18} aria-hidden="true" />}>{bedrooms}</Fact>}
        {bathrooms && <Fact icon={<IconBath size={18} aria-hidden="true" />}>{bathrooms}</Fact>}
        <Fact icon={<IconHome size={18} aria-hidden="true" />}>
          {home.type === 'Other' ? 'Other type' : typeLabel(home.type)}
        </Fact>
        <Fact icon={<IconMapPin size={18} aria-hidden="true" />}>{home.outcode}</Fact>
      </Group>
    </Stack>
  );
}

/** Where "Submit this home" is: the submission's status, why the home can't be submitted, or the button. */
export function ListingSubmitAction({
  submission,
  unavailable,
  canSubmit,
  applicationSubmitted,
  submitting,
  onSubmit,
  refusal,
}: {
  /** The applicant's submission of this home, if any. */
  submission: { status: string; rejected: boolean } | null;
  unavailable: boolean;
  /** Whether submitting is open. */
  canSubmit: boolean;
  applicationSubmitted: boolean;
  submitting: boolean;
  onSubmit: () => void;
  /** A refused submission's message. */
  refusal: string | null;
}) {
  const rejected = submission?.rejected ?? false;
  return (
    <>
      {submission && !rejected && (
        <Group gap="sm" data-testid="listing-submission-status">
          <Text fz="sm" fw={600}>
            You submitted this home
          </Text>
          <HomeStatusBadge status={submission.status as HomeSubmissionStatus} />
        </Group>
      )}
      {!submission && unavailable && (
        <Text fz="sm" c="gray.7" data-testid="listing-no-longer-available">
          This home is no longer on the market, so it can’t be submitted. It stays in your saved homes.
        </Text>
      )}
      {!submission && !unavailable && canSubmit && !applicationSubmitted && <SubmitAfterApplication />}
      {!submission && !unavailable && canSubmit && applicationSubmitted && (
        <Stack gap="sm">
          <Button size="md" h={48} loading={submitting} onClick={onSubmit}>
            Submit this home
          </Button>
          {refusal && (
            <Alert color="red" variant="light" role="alert" data-testid="listing-submit-refused">
              {refusal}
            </Alert>
          )}
        </Stack>
      )}
    </>
  );
}
