/**
 * The review page of one submitted home's cards (pages/home-page.tsx): the heading, the answers that may stop approval,
 * every answer of the submission, and the photos.
 */
import { Alert, Anchor, Badge, Card, Group, Image, List, SimpleGrid, Text, Title } from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { HOME_SUBMISSION_STATUS_LABELS } from '@stairway/domain/home-submission-status';
import { formatGBP } from '@stairway/domain/money';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HomeForReviewQuery } from '../../../gql/graphql';
import { formatDateTime } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** The submitted home as the review page shows it. */
export type HomeForReview = HomeForReviewQuery['homeForReview'];

type Props = { home: HomeForReview };

function Answer({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  UnderReview: 'blue.9',
  Approved: 'teal.9',
  Waitlisted: 'teal.9',
  Rejected: 'red.9',
};

/** The link back to the homes, the home's address, who submitted it and when, and its status. */
export function HomeReviewHeader({ home }: Props) {
  return (
    <>
      <Anchor component={Link} to={opsPaths.homes} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" /> Homes under review
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {home.address || 'No address given'}
          </Title>
          <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            Submitted by {home.name} ({home.email}) on {formatDateTime(home.submittedAt)}
          </Text>
        </div>
        <Badge size="lg" variant="filled" color={STATUS_COLOURS[home.status] ?? 'gray.7'}>
          {HOME_SUBMISSION_STATUS_LABELS[home.status]}
        </Badge>
      </Group>
    </>
  );
}

/** The answers that may stop approval, when there are any. */
export function ApprovalRisks({ home }: Props) {
  if (home.approvalRisks.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title="Answers that may stop approval"
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <List spacing={4}>
        {home.approvalRisks.map((risk) => (
          <List.Item key={risk}>{risk}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Every answer of the submission. */
export function HomeAnswersCard({ home }: Props) {
  const type =
    home.type === 'Other' && home.otherType
      ? home.otherType
      : home.type
        ? PROPERTY_TYPE_LABELS[home.type]
        : 'Not given';
  const ownership =
    home.ownership === 'Leasehold'
      ? `Leasehold${home.yearsLeftOnLease != null ? `, ${home.yearsLeftOnLease} years left` : ''}`
      : (home.ownership ?? 'Not given');

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        The home
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Answer
          label="Asking price"
          value={home.askingPrice != null ? formatGBP(home.askingPrice) : 'Not given'}
        />
        <Answer label="Type" value={type} />
        <Answer
          label="Bedrooms"
          value={home.bedrooms === 0 ? 'Studio' : home.bedrooms != null ? String(home.bedrooms) : 'Not given'}
        />
        <Answer label="Ownership" value={ownership} />
        <Answer
          label="EPC rating"
          value={home.EPCRating === 'IDontKnow' ? 'Not known' : (home.EPCRating ?? 'Not given')}
        />
        <Answer
          label="Part of a chain"
          value={home.chain == null ? 'Not answered' : home.chain ? 'Yes' : 'No'}
        />
        <Answer label="Found" value={home.fromListing ? 'From one of our listings' : 'Elsewhere'} />
        {home.decidedAt && <Answer label="Decided" value={formatDateTime(home.decidedAt)} />}
      </SimpleGrid>
      {home.link && (
        <Text mt="md">
          <Anchor href={home.link} target="_blank" rel="noreferrer">
            See the home’s listing (opens in a new tab)
          </Anchor>
        </Text>
      )}
      <Text fz="sm" c="gray.7" mt="md">
        Anything else they told us
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{home.additionalInfo || 'Nothing.'}</Text>
    </Card>
  );
}

/** The home's photos (signed links). */
export function HomePhotosCard({ home }: Props) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Photos
      </Title>
      {home.images.length === 0 ? (
        <Text c="gray.7">No photos added.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {home.images.map((image, index) => (
            <Anchor key={image.id} href={image.url} target="_blank" rel="noreferrer">
              <Image src={image.url} alt={`Photo ${index + 1} of the home`} radius="sm" h={140} fit="cover" />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {home.images.length > 0 && (
        <Text fz="xs" c="gray.7" mt="xs">
          Links are signed and work for 15 minutes; reload the page for fresh ones.
        </Text>
      )}
    </Card>
  );
}
