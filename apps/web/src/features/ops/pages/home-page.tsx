/**
 * /ops/homes/:homeSubmissionId: one submitted home as an operator reviews it (decision 025): the applicant, every
 * answer of the submission, the answers that may stop approval, the photos (signed links that expire after 15 minutes)
 * and, while it is under review, approve (with an optional note) or reject (with a required reason). Both call the
 * service `npm run ops -- approve-home | reject-home` uses, which writes the audit row and e-mails the applicant, whose
 * status and banner change.
 */
import { Alert, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import { DecisionCard } from '../components/decision-card';
import {
  ApprovalRisks,
  HomeAnswersCard,
  HomePhotosCard,
  HomeReviewHeader,
} from '../components/home-review-cards';
import { LoadFailed } from '../components/load-failed';
import { useHomeReview } from '../hooks/use-home-review';

/** The review page of one submitted home. */
export function HomePage() {
  const { homeSubmissionId = '' } = useParams();
  const { data, loading, error, refetch, home, decision } = useHomeReview(homeSubmissionId);

  if (loading && !data) return <Loader role="status" aria-label="Loading the home" />;
  if (!home) {
    // Only the server's NOT_FOUND (or no home in its answer) means there is none; any other failure may pass.
    const refused = readGraphQLError(error);
    if (error && refused?.code !== 'NOT_FOUND') return <LoadFailed what="home" onRetry={refetch} />;
    return (
      <Alert color="red" variant="light" role="alert">
        {refused?.message ?? 'The home was not found.'}
      </Alert>
    );
  }

  const underReview = home.status === 'UnderReview';

  return (
    <Stack gap="lg" maw={1100}>
      <HomeReviewHeader home={home} />

      {decision.outcome && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {decision.outcome}
        </Alert>
      )}

      <ApprovalRisks home={home} />

      <HomeAnswersCard home={home} />

      <HomePhotosCard home={home} />

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
