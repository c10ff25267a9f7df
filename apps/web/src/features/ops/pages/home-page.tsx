/**
 * /ops/homes/:homeSubmissionId: one submitted home as an operator reviews it (decision 025): the applicant, every
 * answer of the submission, the answers that may stop approval, the photos (signed links that expire after 15 minutes)
 * and, while it is under review, approve (with an optional note) or reject (with a required reason). Both call the
 * service `npm run ops -- approve-home | reject-home` uses, which writes the audit row and e-mails the applicant, whose
 * status and banner change.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { HOME_SUBMISSION_STATUS_LABELS } from '@stairway/domain/home-submission-status';
import { formatGBP } from '@stairway/domain/money';
import { approveHomeInputSchema, rejectHomeInputSchema } from '@stairway/domain/operators';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import { DecisionCard } from '../components/decision-card';
import { ApproveHomeMutation } from '../graphql/approveHome';
import { HomeForReviewQuery } from '../graphql/homeForReview';
import { RejectHomeMutation } from '../graphql/rejectHome';
import { useReviewDecision } from '../hooks/use-review-decision';
import { formatDateTime } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** The reason's rules: the domain's approveHome and rejectHome inputs. */
const REASON_SCHEMAS = {
  approve: approveHomeInputSchema.pick({ reason: true }),
  reject: rejectHomeInputSchema.pick({ reason: true }),
};

/** What a decision changes: the homes under review, this home and the audit log. */
const REFETCH_QUERIES = ['HomesInReview', 'HomeForReview', 'AuditLog'];

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

/** The review page of one submitted home. */
export function HomePage() {
  const { homeSubmissionId = '' } = useParams();
  const { data, loading, error } = useQuery(HomeForReviewQuery, {
    variables: { input: { homeSubmissionId } },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveHomeMutation);
  const [reject] = useMutation(RejectHomeMutation);
  const home = data?.homeForReview;
  const name = home?.name ?? '';
  const decision = useReviewDecision({
    subject: { subject: 'home', name, address: home?.address },
    reasonSchemas: REASON_SCHEMAS,
    approve: async (reason) => {
      await approve({ variables: { input: { homeSubmissionId, reason } }, refetchQueries: REFETCH_QUERIES });
      return `Approved. ${name} has been e-mailed and their home page shows it.`;
    },
    reject: async (reason) => {
      await reject({ variables: { input: { homeSubmissionId, reason } }, refetchQueries: REFETCH_QUERIES });
      return `Rejected. ${name} has been e-mailed; the reason is in the audit log.`;
    },
  });

  useEffect(() => {
    document.title = `${home?.address || 'Home'} · Stairway operators`;
  }, [home?.address]);

  if (loading && !data) return <Loader aria-label="Loading the home" />;
  if (!home) {
    return (
      <Alert color="red" variant="light" role="alert">
        {readGraphQLError(error)?.message ?? 'The home was not found.'}
      </Alert>
    );
  }

  const underReview = home.status === 'UnderReview';
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
    <Stack gap="lg" maw={1100}>
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

      {decision.outcome && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {decision.outcome}
        </Alert>
      )}

      {home.approvalRisks.length > 0 && (
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
      )}

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
            value={
              home.bedrooms === 0 ? 'Studio' : home.bedrooms != null ? String(home.bedrooms) : 'Not given'
            }
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
                <Image
                  src={image.url}
                  alt={`Photo ${index + 1} of the home`}
                  radius="sm"
                  h={140}
                  fit="cover"
                />
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

      {underReview && (
        <DecisionCard
          subject="home"
          decision={decision}
          footnote="Either way the applicant is e-mailed and the banner on their home pages changes at once."
        />
      )}
    </Stack>
  );
}
